import type { I18n, MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DEFAULT_RADIUS_KM } from '@carefinder/contracts';
import { SelectField } from '~/components/forms/text-field';
import { DIRECTORY_LINKS } from '~/components/layout/directory-links';
import { LEVEL_WORDS, OWNERSHIP_WORDS } from '~/components/listing/classification-words';
import { useHydrated } from '~/lib/use-hydrated';
import type { SearchParamName, SearchParams } from '~/lib/search-url';
import type { FilterOption, FilterOptions } from './filter-options.server';
import type { FacetCounts } from './search-loader.server';
import { DirectoryLinkList } from './directory-link-list';
import { KIND_LABELS, PARAM_LABELS } from './search-labels';
import { SEARCH_FORM_ID, useSearchHref } from './use-search-navigation';

const RADIUS_CHOICES_KM = ['1', '2', '5', '10', '25', '50', '100', '250', '500'];
const RATING_CHOICES = ['4.5', '4', '3.5', '3'];
/** The lg breakpoint (theme.css), where the panel sits beside the results and opens by default. */
const WIDE_SCREEN = '(min-width: 992px)';

/** The known values only, in the page's language: "not known" is no choice to filter by. */
const labelledOptions = (
  labels: Readonly<Record<string, MessageDescriptor | null>>,
  i18n: I18n,
): FilterOption[] =>
  Object.entries(labels).flatMap(([value, name]) => (name ? [[value, i18n._(name)] as const] : []));

type Counts = Readonly<Record<string, number>>;

/** Their directories, where a visitor without the scripts chooses one (the types' is another filter's). */
const WHAT_DIRECTORIES = DIRECTORY_LINKS.filter(({ to }) => to !== '/facility-types-directory');

type FilterField = HTMLSelectElement | HTMLInputElement;

interface FilterSelectProps {
  name: SearchParamName;
  /** The choice shown: the URL's, else what leaving it out means. */
  value: string | undefined;
  options: readonly FilterOption[];
  /** The choice that sets nothing, e.g. "All states"; absent where a choice is always made (sort). */
  anyLabel?: string;
  /** Results each choice would keep, where the API counts them. */
  counts?: Counts | undefined;
  onChange: (field: FilterField) => void;
}

function FilterSelect({ name, value, options, anyLabel, counts, onChange }: FilterSelectProps) {
  const { i18n } = useLingui();
  const choices = options.map(([choice, choiceName]) => {
    const count = counts?.[choice];
    return {
      value: choice,
      label: count === undefined ? choiceName : `${choiceName} (${i18n.number(count)})`,
    };
  });
  return (
    <SelectField
      id={`filter-${name}`}
      name={name}
      label={i18n._(PARAM_LABELS[name])}
      form={SEARCH_FORM_ID}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget)}
      options={anyLabel === undefined ? choices : [{ value: '', label: anyLabel }, ...choices]}
    />
  );
}

export interface FilterPanelProps {
  params: SearchParams;
  options: FilterOptions;
  /** The counts of the results shown; null when the search was refused. */
  counts: FacetCounts | null;
  activeCount: number;
  onChange: (field: FilterField) => void;
}

/**
 * Every filter of GET /api/search, as fields of the results form: Apply submits them without JavaScript;
 * with it each change applies at once. A disclosure, closed on small screens and opened on wide ones.
 */
export function FilterPanel({ params, options, counts, activeCount, onChange }: FilterPanelProps) {
  const { i18n, t } = useLingui();
  const hydrated = useHydrated();
  const searchHref = useSearchHref();
  const panelRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (window.matchMedia?.(WIDE_SCREEN).matches) panel.open = true;
    // From here the disclosure follows its own state on every screen (see the class below).
    panel.dataset.enhanced = '';
  }, []);

  const hasLocation = Boolean(params.lat && params.lon);
  // The lists of what to look for (200 choices) would put the page over the first round trip of a 2G visit:
  // they come with the scripts (from the filter choices' file); the server's HTML holds the choice in force.
  const inForce = (name: SearchParamName, list: readonly FilterOption[]) =>
    hydrated ? list : list.filter(([value]) => value === params[name]);
  const select = (
    name: SearchParamName,
    props: Omit<FilterSelectProps, 'name' | 'value' | 'onChange'>,
    implied?: string,
  ) => <FilterSelect name={name} value={params[name] ?? implied} onChange={onChange} {...props} />;

  return (
    // Until the effect above runs (or without JavaScript), wide screens show the filters although closed.
    <details
      ref={panelRef}
      className="group rounded-lg border border-gray-300 lg:self-start lg:not-data-enhanced:details-content:[content-visibility:visible]"
    >
      <summary className="flex min-h-[44px] cursor-pointer items-center gap-2 px-4 font-bold text-gray-900">
        <span aria-hidden="true" className="text-sm group-open:rotate-90">
          ▶
        </span>
        {activeCount > 0 ? <Trans>Filters ({activeCount} on)</Trans> : <Trans>Filters</Trans>}
      </summary>
      <div className="flex flex-col gap-4 border-t border-gray-300 p-4">
        {select(
          'kind',
          {
            options: [
              ['all', t`Facilities and doctors`],
              ['facility', i18n._(KIND_LABELS.facility)],
              ['provider', i18n._(KIND_LABELS.provider)],
            ],
            counts: counts
              ? {
                  all: (counts.kind.facility ?? 0) + (counts.kind.provider ?? 0),
                  ...counts.kind,
                }
              : undefined,
          },
          'all',
        )}
        {select(
          'sort',
          {
            options: [
              ['relevance', t`Best match`],
              ['rating', t`Highest rated`],
              ...(hasLocation ? [['distance', t`Nearest first`] as const] : []),
            ],
          },
          'relevance',
        )}
        {hasLocation &&
          select(
            'radiusKm',
            {
              options: RADIUS_CHOICES_KM.map((km) => [km, t`Within ${km} km`] as const),
            },
            String(DEFAULT_RADIUS_KM),
          )}
        <label className="inline-flex min-h-[44px] items-center gap-2 font-semibold text-gray-900">
          <input
            type="checkbox"
            name="openNow"
            value="true"
            form={SEARCH_FORM_ID}
            checked={params.openNow === 'true'}
            onChange={(event) => onChange(event.currentTarget)}
            className="h-5 w-5 accent-green-700"
          />
          <Trans>Open now only</Trans>
        </label>
        <CapabilityChoices params={params} options={options.capabilities} onChange={onChange} />
        {select('state', {
          options: options.states,
          anyLabel: t`All states`,
          counts: counts?.state,
        })}
        {options.lgas.length > 0 && select('lga', { options: options.lgas, anyLabel: t`All LGAs` })}
        {select('facilityType', {
          options: options.facilityTypes,
          anyLabel: t`Any type`,
          counts: counts?.facilityType,
        })}
        {select('service', { options: inForce('service', options.services), anyLabel: t`Any service` })}
        {select('specialty', {
          options: inForce('specialty', options.specialties),
          anyLabel: t`Any specialty`,
        })}
        {select('condition', {
          options: inForce('condition', options.conditions),
          anyLabel: t`Any condition`,
        })}
        {select('procedure', {
          options: inForce('procedure', options.procedures),
          anyLabel: t`Any procedure`,
        })}
        {/* A div: the list of directories may not sit in a paragraph. */}
        <div className="text-sm text-gray-800">
          <Trans>
            For a service, specialty, condition or procedure, type it in the search box or browse:
          </Trans>{' '}
          <DirectoryLinkList directories={WHAT_DIRECTORIES} />
        </div>
        {select('insurance', {
          options: options.insurance,
          anyLabel: t`Any insurer or HMO`,
          counts: counts?.insurance,
        })}
        {select('ownership', {
          options: labelledOptions(OWNERSHIP_WORDS, i18n),
          anyLabel: t`Any ownership`,
          counts: counts?.ownership,
        })}
        {select('level', {
          options: labelledOptions(LEVEL_WORDS, i18n),
          anyLabel: t`Any level`,
          counts: counts?.level,
        })}
        {select('minRating', {
          options: RATING_CHOICES.map((rating) => [rating, t`${rating} stars or more`] as const),
          anyLabel: t`Any rating`,
        })}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            form={SEARCH_FORM_ID}
            className="min-h-[44px] rounded-md bg-green-700 px-5 font-semibold text-white hover:bg-green-800"
          >
            <Trans>Apply filters</Trans>
          </button>
          {activeCount > 0 && (
            <Link
              to={searchHref({ q: params.q })}
              className="inline-flex min-h-[44px] items-center font-semibold text-green-800 underline underline-offset-2"
            >
              <Trans>Clear filters</Trans>
            </Link>
          )}
        </div>
      </div>
    </details>
  );
}

/**
 * What the facility must be able to do now, in plain words ("Can do a caesarean section", worded by
 * filter-options.server.ts): a box each, every one ticked must hold (GET /api/search `capability`,
 * repeated). Few and vital: in the server's HTML.
 */
function CapabilityChoices({
  params,
  options,
  onChange,
}: {
  params: SearchParams;
  options: readonly FilterOption[];
  onChange: (field: FilterField) => void;
}) {
  const { i18n } = useLingui();
  if (options.length === 0) return null;
  const chosen = new Set(params.capability ?? []);
  return (
    <fieldset className="flex flex-col">
      <legend className="font-semibold text-gray-900">{i18n._(PARAM_LABELS.capability)}</legend>
      {options.map(([slug, name]) => {
        return (
          <label key={slug} className="inline-flex min-h-[44px] items-center gap-2 text-gray-900">
            <input
              type="checkbox"
              name="capability"
              value={slug}
              form={SEARCH_FORM_ID}
              checked={chosen.has(slug)}
              onChange={(event) => onChange(event.currentTarget)}
              className="h-5 w-5 shrink-0 accent-green-700"
            />
            {name}
          </label>
        );
      })}
    </fieldset>
  );
}
