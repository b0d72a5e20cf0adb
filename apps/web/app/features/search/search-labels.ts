import type { FacilityLevel, FacilityOwnership } from '@carefinder/contracts';
import { LEVEL_LABELS, OWNERSHIP_LABELS } from '~/components/listing/facility-classification';
import type { SearchParamName } from '~/lib/search-url';
import type { SearchItemView } from './search-loader.server';

/** What each results-URL parameter is called on the page (filter labels, and the API's refusals). */
export const PARAM_LABELS: Readonly<Record<SearchParamName, string>> = {
  q: 'Search text',
  kind: 'Show',
  state: 'State',
  lga: 'LGA',
  facilityType: 'Facility type',
  service: 'Service',
  specialty: 'Specialty',
  condition: 'Condition',
  procedure: 'Procedure',
  insurance: 'Insurance and HMOs',
  ownership: 'Ownership',
  level: 'Level of care',
  openNow: 'Open now',
  minRating: 'Minimum rating',
  lat: 'Latitude',
  lon: 'Longitude',
  radiusKm: 'Distance',
  sort: 'Sort by',
  page: 'Page',
  pageSize: 'Results per page',
};

export const KIND_LABELS = { facility: 'Facilities', provider: 'Doctors' } as const;

export const ownershipLabel = (ownership: FacilityOwnership) => OWNERSHIP_LABELS[ownership] ?? 'Not known';
export const levelLabel = (level: FacilityLevel) => LEVEL_LABELS[level] ?? 'Not known';

const resultsText = (count: number) => `${count.toLocaleString('en-NG')} result${count === 1 ? '' : 's'}`;

/** "12 results", or on a page of many "Results 21–40 of 123". */
export function resultCountText({
  total,
  page,
  pageSize,
}: {
  total: number;
  page: number;
  pageSize: number;
}) {
  if (total <= pageSize) return resultsText(total);
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Results ${first.toLocaleString('en-NG')}–${last.toLocaleString('en-NG')} of ${total.toLocaleString('en-NG')}`;
}

export const distanceText = (distanceKm: number) => `${distanceKm.toFixed(1)} km away`;

/** "General Hospital", or for a doctor "Doctor · Paediatrics, Neonatology". */
export function resultKindLine(item: Pick<SearchItemView, 'kind' | 'facilityType' | 'specialties'>): string {
  if (item.kind === 'facility') return item.facilityType?.name ?? 'Health facility';
  return ['Doctor', item.specialties.map((specialty) => specialty.name).join(', ')]
    .filter(Boolean)
    .join(' · ');
}
