import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { withoutParams, withoutPosition } from '~/lib/search-url';
import type { SearchParamKey, SearchParams } from '~/lib/search-url';
import type { ParameterProblem } from './search-loader.server';
import { PARAM_LABELS } from './search-labels';
import { useSearchHref } from './use-search-navigation';

const LOCATION_PARAMS: readonly SearchParamKey[] = ['lat', 'lon', 'radiusKm'];

const isParamName = (param: string): param is SearchParamKey => param in PARAM_LABELS;

/** The results without a refused setting; a problem with the position drops the whole position. */
const withoutProblem = (params: SearchParams, param: SearchParamKey): SearchParams =>
  LOCATION_PARAMS.includes(param) ? withoutPosition(params) : withoutParams(params, param);

/**
 * The API refused the search: the URL's settings (400), each one named, with why, and a link without it; or
 * too many searches from the visitor's address just now (429), with how long to wait.
 */
export function SearchProblems({
  params,
  problems,
  tooMany = false,
}: {
  params: SearchParams;
  problems: readonly ParameterProblem[];
  tooMany?: boolean;
}) {
  const { i18n } = useLingui();
  const searchHref = useSearchHref();
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950"
    >
      <h2 className="text-xl font-bold">
        {tooMany ? (
          <Trans>Too many searches from your network just now</Trans>
        ) : (
          <Trans>The search could not run with these settings</Trans>
        )}
      </h2>
      <ul className="flex flex-col gap-2">
        {problems.map(({ param, message }) => (
          <li key={param || message}>
            {isParamName(param) && (
              <>
                <strong>
                  {i18n._(PARAM_LABELS[param])} ({param})
                </strong>
                :{' '}
              </>
            )}
            {/* The API's own words, in English. */}
            <span lang={i18n.locale === 'en' ? undefined : 'en'}>{message}</span>{' '}
            {isParamName(param) && (
              <Link
                to={searchHref(withoutProblem(params, param))}
                className="inline-flex min-h-[40px] items-center font-semibold text-green-900 underline underline-offset-2"
              >
                <Trans>Search without it</Trans>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
