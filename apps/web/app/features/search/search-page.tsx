import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { NearMeButton } from '~/components/search/near-me-button';
import { SearchCombobox } from '~/components/search/search-combobox';
import { useLocale } from '~/lib/i18n/use-locale';
import { pageFile } from '~/lib/kept-files';
import { nearPosition, SEARCH_RESULT_PATH, withoutPosition } from '~/lib/search-url';
import type { SearchParams } from '~/lib/search-url';
import { ActiveFilterLinks } from './active-filter-links';
import { activeFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import { NoResults } from './no-results';
import { lastPage } from './pagination-pages';
import { Pagination } from './pagination';
import { ResultList } from './result-list';
import { ResultsMap } from './results-map';
import type { SearchLoaderData, SearchResultView } from './search-loader.server';
import { resultCountText } from './search-labels';
import { SearchProblems } from './search-problems';
import { InterpretedQuery, placeNameOf } from './search-summary';
import {
  SEARCH_FORM_ID,
  useSearchHref,
  useSearchNavigation,
  useSearchPending,
  useShownSearchParams,
} from './use-search-navigation';

function SearchForm({
  params,
  onSubmit,
}: {
  params: SearchParams;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
}) {
  const { t } = useLingui();
  const { pathIn } = useLocale();
  return (
    <form
      id={SEARCH_FORM_ID}
      method="get"
      action={pathIn(SEARCH_RESULT_PATH)}
      role="search"
      aria-label={t`Search again`}
      onSubmit={onSubmit}
      className="flex flex-col gap-2"
    >
      <label htmlFor="search-text" className="font-semibold text-gray-900">
        <Trans>Search for</Trans>
      </label>
      <div className="flex gap-2">
        <SearchCombobox
          id="search-text"
          name="q"
          defaultValue={params.q}
          placeholder={t`Hospital, doctor, service or place`}
        />
        <button
          type="submit"
          className="min-h-[44px] shrink-0 rounded-md bg-green-700 px-5 font-semibold text-white hover:bg-green-800"
        >
          <Trans>Search</Trans>
        </button>
      </div>
      {params.lat && params.lon && (
        <>
          <input type="hidden" name="lat" value={params.lat} />
          <input type="hidden" name="lon" value={params.lon} />
        </>
      )}
    </form>
  );
}

/** Near me on the results page: add the visitor's position, or stop using it. */
function LocationControl({ params }: { params: SearchParams }) {
  const { t } = useLingui();
  const searchHref = useSearchHref();
  if (params.lat && params.lon) {
    const rest = withoutPosition(params);
    return (
      <p className="text-gray-900">
        <Trans>Distances are from your location.</Trans>{' '}
        <Link
          to={searchHref(rest)}
          className="inline-flex min-h-[40px] items-center font-semibold text-green-800 underline underline-offset-2"
        >
          <Trans>Stop using my location</Trans>
        </Link>
      </p>
    );
  }
  return (
    <NearMeButton
      label={t`Use my location`}
      hrefFor={(position) => searchHref(nearPosition(params, position))}
      className="self-start"
    />
  );
}

function Results({
  params,
  result,
  map,
}: {
  params: SearchParams;
  result: SearchResultView;
  map: SearchLoaderData['map'];
}) {
  const { i18n } = useLingui();
  const searchHref = useSearchHref();
  const pending = useSearchPending();
  const last = lastPage(result.total, result.pageSize);
  return (
    <div aria-busy={pending} className={`flex flex-col gap-4 ${pending ? 'opacity-60' : ''}`}>
      {/* As high as the map button, which appears once JavaScript runs: the list does not move then. */}
      <div className="flex min-h-[40px] flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-gray-900">{resultCountText(result, i18n)}</h2>
        <ResultsMap items={result.items} settings={map} />
      </div>
      {result.items.length > 0 ? (
        <ResultList items={result.items} placeName={placeNameOf(result.interpreted)} />
      ) : (
        <p className="text-gray-900">
          <Trans>This page is past the last one.</Trans>{' '}
          <Link
            to={searchHref({ ...params, page: String(last) })}
            className="font-semibold text-green-800 underline underline-offset-2"
          >
            <Trans>Go to page {last}</Trans>
          </Link>
        </p>
      )}
      <Pagination params={params} page={result.page} last={last} />
    </div>
  );
}

/**
 * The results page (spec §2 /search-result): everything comes from the URL, so a search can be shared,
 * bookmarked and gone back to, and it works without JavaScript (the filters are fields of a GET form).
 */
export default function SearchPage({ loaderData }: { loaderData: SearchLoaderData }) {
  const { params, outcome, map } = loaderData;
  const options = pageFile(loaderData.options);
  const shownParams = useShownSearchParams(params);
  const { submit, changeFilter } = useSearchNavigation();
  const { i18n, t } = useLingui();
  const searchHref = useSearchHref();
  const filters = activeFilters(params, options, { i18n, hrefOf: searchHref });
  const result = outcome.ok ? outcome.result : null;
  // Said when other results arrive without a page load (a filter, a page): the page itself stays.
  const resultsStatus = !result
    ? t`The search could not run with these settings.`
    : result.total > 0
      ? resultCountText(result, i18n)
      : t`No results`;

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">
        <Trans>Search results</Trans>
      </h1>
      <p role="status" className="sr-only">
        {resultsStatus}
      </p>
      <SearchForm params={params} onSubmit={submit} />
      <LocationControl params={params} />
      {/* Above the filters, not beside the results: on a phone it is often the largest text, and the HTML
          parser may stop to paint before it reaches the results. */}
      {outcome.ok && (outcome.result.total > 0 || outcome.result.interpreted.corrections.length > 0) && (
        <InterpretedQuery
          q={params.q}
          interpreted={outcome.result.interpreted}
          hasPosition={Boolean(params.lat && params.lon)}
        />
      )}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <FilterPanel
          params={shownParams}
          options={options}
          counts={result?.counts ?? null}
          activeCount={filters.length}
          onChange={changeFilter}
        />
        <div className="flex flex-col gap-4">
          {outcome.ok ? (
            <>
              {outcome.result.total > 0 && filters.length > 0 && <ActiveFilterLinks filters={filters} />}
              {outcome.result.total > 0 ? (
                <Results params={params} result={outcome.result} map={map} />
              ) : (
                <NoResults q={params.q} filters={filters} />
              )}
            </>
          ) : (
            <SearchProblems params={params} problems={outcome.problems} tooMany={outcome.status === 429} />
          )}
        </div>
      </div>
    </div>
  );
}
