import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { SearchParamKey } from '~/lib/search-url';
import type { SearchItemView } from './search-loader.server';

/** What each results-URL parameter is called on the page (filter labels, and the API's refusals). */
export const PARAM_LABELS: Readonly<Record<SearchParamKey, MessageDescriptor>> = {
  q: msg`Search text`,
  kind: msg`Show`,
  state: msg`State`,
  lga: msg`LGA`,
  facilityType: msg`Facility type`,
  service: msg`Service`,
  specialty: msg`Specialty`,
  condition: msg`Condition`,
  procedure: msg`Procedure`,
  insurance: msg`Insurance and HMOs`,
  capability: msg`Can do now`,
  ownership: msg`Ownership`,
  level: msg`Level of care`,
  openNow: msg`Open now`,
  minRating: msg`Minimum rating`,
  lat: msg`Latitude`,
  lon: msg`Longitude`,
  radiusKm: msg`Distance`,
  sort: msg`Sort by`,
  page: msg`Page`,
  pageSize: msg`Results per page`,
};

export const KIND_LABELS = { facility: msg`Facilities`, provider: msg`Doctors` } as const;

/** "12 results", or on a page of many "Results 21–40 of 123", numbers as the page's language writes them. */
export function resultCountText(
  { total, page, pageSize }: { total: number; page: number; pageSize: number },
  i18n: I18n,
) {
  if (total <= pageSize) return i18n._(msg`${plural(total, { one: '# result', other: '# results' })}`);
  const first = i18n.number((page - 1) * pageSize + 1);
  const last = i18n.number(Math.min(total, page * pageSize));
  const all = i18n.number(total);
  return i18n._(msg`Results ${first}–${last} of ${all}`);
}

export const distanceText = (distanceKm: number, i18n: I18n) => {
  const distance = i18n.number(distanceKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return i18n._(msg`${distance} km away`);
};

/** "General Hospital", or for a doctor "Doctor · Paediatrics, Neonatology". */
export function resultKindLine(
  item: Pick<SearchItemView, 'kind' | 'facilityType' | 'specialties'>,
  i18n: I18n,
): string {
  if (item.kind === 'facility') return item.facilityType?.name ?? i18n._(msg`Health facility`);
  return [i18n._(msg`Doctor`), item.specialties.map((specialty) => specialty.name).join(', ')]
    .filter(Boolean)
    .join(' · ');
}
