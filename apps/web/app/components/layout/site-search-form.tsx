import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Form } from 'react-router';
import { SearchCombobox } from '~/components/search/search-combobox';
import { useLocale } from '~/lib/i18n/use-locale';
import { SEARCH_RESULT_PATH } from '~/lib/search-url';

/** A real GET form: it works without JavaScript, and the results URL can be shared. */
export function SiteSearchForm({ defaultQuery = '' }: { defaultQuery?: string }) {
  // The header's form and the "Page not found" page's can be on one page.
  const inputId = useId();
  const { t } = useLingui();
  const { pathIn } = useLocale();
  return (
    <Form
      method="get"
      action={pathIn(SEARCH_RESULT_PATH)}
      role="search"
      aria-label={t`Site search`}
      className="flex w-full gap-2"
    >
      <label htmlFor={inputId} className="sr-only">
        {t`Search hospitals, clinics, doctors or services`}
      </label>
      <SearchCombobox
        id={inputId}
        name="q"
        defaultValue={defaultQuery}
        placeholder={t`Hospital, doctor, service or place`}
      />
      <button
        type="submit"
        className="min-h-[44px] shrink-0 rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
      >
        {t`Search`}
      </button>
    </Form>
  );
}
