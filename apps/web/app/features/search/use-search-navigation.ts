import type { FormEvent } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { splitLocale } from '~/lib/i18n/locale-path';
import { useLocale } from '~/lib/i18n/use-locale';
import { readSearchParams, SEARCH_RESULT_PATH, searchResultHref } from '~/lib/search-url';
import type { SearchParams } from '~/lib/search-url';

/** The results form's id: the filter fields sit outside it (beside the results) and join it by `form`. */
export const SEARCH_FORM_ID = 'search-form';

/** The results URL of `params` in the page's language. */
export function useSearchHref(): (params: SearchParams) => string {
  const { pathIn } = useLocale();
  return (params) => pathIn(searchResultHref(params));
}

/** Whether a path is the results page, in any language. */
const isResultsPath = (pathname: string | undefined) =>
  pathname !== undefined && splitLocale(pathname).path === SEARCH_RESULT_PATH;

/**
 * With JavaScript, the results form goes to its clean URL (no blank fields), and a changed filter goes
 * there at once: one history entry per change, so Back undoes it. The page stays where it was scrolled.
 */
export function useSearchNavigation() {
  const navigate = useNavigate();
  const searchHref = useSearchHref();
  const go = (form: HTMLFormElement, changedField?: string) => {
    const params = readSearchParams(new FormData(form));
    // An LGA belongs to the state it was chosen in.
    if (changedField === 'state') delete params.lga;
    return navigate(searchHref(params), { preventScrollReset: changedField !== undefined });
  };
  return {
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void go(event.currentTarget);
    },
    changeFilter: (field: HTMLSelectElement | HTMLInputElement) => {
      if (field.form) void go(field.form, field.name);
    },
  };
}

/**
 * The parameters the filters show: those of the results being loaded, while they load, so a changed
 * filter shows its new value at once; otherwise the page's own.
 */
export function useShownSearchParams(params: SearchParams): SearchParams {
  const { location } = useNavigation();
  return location && isResultsPath(location.pathname)
    ? readSearchParams(new URLSearchParams(location.search))
    : params;
}

/** True while other results for this page load. */
export function useSearchPending(): boolean {
  return isResultsPath(useNavigation().location?.pathname);
}
