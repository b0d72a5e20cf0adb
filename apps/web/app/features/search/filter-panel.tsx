import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DEFAULT_RADIUS_KM, type SearchFacets } from '@carefinder/contracts';
import { SelectField } from '~/components/forms/text-field';
import { LEVEL_LABELS, OWNERSHIP_LABELS } from '~/components/listing/facility-classification';
import { searchResultHref } from '~/lib/search-url';
import type { SearchParamName, SearchParams } from '~/lib/search-url';
import type { FilterOption, FilterOptions } from './filter-options.server';
import { KIND_LABELS, PARAM_LABELS } from './search-labels';
import { SEARCH_FORM_ID } from './use-search-navigation';

const RADIUS_CHOICES_KM = ['1', '2', '5', '10', '25', '50', '100', '250', '500'];
const RATING_CHOICES = ['4.5', '4', '3.5', '3'];
/** The lg breakpoint (theme.css), where the panel sits beside the results and opens by default. */
const WIDE_SCREEN = '(min-width: 992px)';

/** The known values only: "not known" is no choice to filter by. */
const labelledOptions = (labels: Readonly<Record<string, string | null>>): FilterOption[] =>
  Object.entries(labels).flatMap(([value, name]) => (name ? [{ value, name }] : []));
const ownershipOptions = labelledOptions(OWNERSHIP_LABELS);
const levelOptions = labelledOptions(LEVEL_LABELS);

type Counts = ReadonlyMap<string, number>;

const countsBy = <Entry extends { count: number }>(
  entries: readonly Entry[],
  key: (entry: Entry) => string,
) => new Map(entries.map((entry) => [key(entry), entry.count]));

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
  const choices = options.map((option) => {
    const count = counts?.get(option.value);
    return {
      value: option.value,
      label: count === undefined ? option.name : `${option.name} (${count.toLocaleString('en-NG')})`,
    };
  });
  return (
    <SelectField
      id={`filter-${name}`}
      name={name}
      label={PARAM_LABELS[name]}
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
  facets: SearchFacets | null;
  activeCount: number;
  onChange: (field: FilterField) => void;
}

/**
 * Every filter of GET /api/search, as fields of the results form: Apply submits them without JavaScript;
 * with it each change applies at once. A disclosure, closed on small screens and opened on wide ones.
 */
export function FilterPanel({ params, options, facets, activeCount, onChange }: FilterPanelProps) {
  const panelRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (window.matchMedia?.(WIDE_SCREEN).matches) panel.open = true;
    // From here the disclosure follows its own state on every screen (see the class below).
    panel.dataset.enhanced = '';
  }, []);

  const hasLocation = Boolean(params.lat && params.lon);
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
        Filters{activeCount > 0 && ` (${activeCount} on)`}
      </summary>
      <div className="flex flex-col gap-4 border-t border-gray-300 p-4">
        {select(
          'kind',
          {
            options: [
              { value: 'all', name: 'Facilities and doctors' },
              { value: 'facility', name: KIND_LABELS.facility },
              { value: 'provider', name: KIND_LABELS.provider },
            ],
            counts: facets
              ? new Map([
                  ['all', facets.kind.facility + facets.kind.provider],
                  ['facility', facets.kind.facility],
                  ['provider', facets.kind.provider],
                ])
              : undefined,
          },
          'all',
        )}
        {select(
          'sort',
          {
            options: [
              { value: 'relevance', name: 'Best match' },
              { value: 'rating', name: 'Highest rated' },
              ...(hasLocation ? [{ value: 'distance', name: 'Nearest first' }] : []),
            ],
          },
          'relevance',
        )}
        {hasLocation &&
          select(
            'radiusKm',
            {
              options: RADIUS_CHOICES_KM.map((km) => ({
                value: km,
                name: `Within ${km} km`,
              })),
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
          Open now only
        </label>
        {select('state', {
          options: options.states,
          anyLabel: 'All states',
          counts: facets ? countsBy(facets.state, (state) => state.alias) : undefined,
        })}
        {options.lgas.length > 0 && select('lga', { options: options.lgas, anyLabel: 'All LGAs' })}
        {select('facilityType', {
          options: options.facilityTypes,
          anyLabel: 'Any type',
          counts: facets ? countsBy(facets.facilityType, (facilityType) => facilityType.slug) : undefined,
        })}
        {select('service', { options: options.services, anyLabel: 'Any service' })}
        {select('specialty', { options: options.specialties, anyLabel: 'Any specialty' })}
        {select('condition', { options: options.conditions, anyLabel: 'Any condition' })}
        {select('procedure', { options: options.procedures, anyLabel: 'Any procedure' })}
        {select('insurance', {
          options: options.insurance,
          anyLabel: 'Any insurer or HMO',
          counts: facets ? countsBy(facets.insurance, (insurance) => insurance.slug) : undefined,
        })}
        {select('ownership', {
          options: ownershipOptions,
          anyLabel: 'Any ownership',
          counts: facets ? countsBy(facets.ownership, (ownership) => ownership.value) : undefined,
        })}
        {select('level', {
          options: levelOptions,
          anyLabel: 'Any level',
          counts: facets ? countsBy(facets.level, (level) => level.value) : undefined,
        })}
        {select('minRating', {
          options: RATING_CHOICES.map((rating) => ({ value: rating, name: `${rating} stars or more` })),
          anyLabel: 'Any rating',
        })}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            form={SEARCH_FORM_ID}
            className="min-h-[44px] rounded-md bg-green-700 px-5 font-semibold text-white hover:bg-green-800"
          >
            Apply filters
          </button>
          {activeCount > 0 && (
            <Link
              to={searchResultHref({ q: params.q })}
              className="inline-flex min-h-[44px] items-center font-semibold text-green-800 underline underline-offset-2"
            >
              Clear filters
            </Link>
          )}
        </div>
      </div>
    </details>
  );
}
