import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  CORRECTION_REASON_MAX,
  facilityDetailSchema,
  nameIn,
  PROVIDER_CORRECTION_KINDS,
  providerDetailSchema,
  CORRECTION_KINDS,
  type OpeningHoursEntry,
  type Weekday,
} from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import { formatPhoneNumber } from '~/lib/format/phone';
import type { Locale } from '~/lib/i18n/locales';
import { termList } from '~/lib/term-names.server';
import type { CorrectionChoice, CorrectionPageData, DayHours } from './correction-form';

/** The week as a Nigerian reader expects it, Monday first, named in the page's language. */
const WEEK: readonly [Weekday, MessageDescriptor][] = [
  ['MONDAY', msg`Monday`],
  ['TUESDAY', msg`Tuesday`],
  ['WEDNESDAY', msg`Wednesday`],
  ['THURSDAY', msg`Thursday`],
  ['FRIDAY', msg`Friday`],
  ['SATURDAY', msg`Saturday`],
  ['SUNDAY', msg`Sunday`],
];

/** The listing's week as the form starts it: each day as listed, or open 08:00–17:00 when it has none. */
function weekOf(hours: readonly OpeningHoursEntry[], i18n: I18n): DayHours[] {
  return WEEK.map(([day, name]) => {
    const entry = hours.find((listed) => listed.day === day);
    return {
      day,
      label: i18n._(name),
      state: entry?.isAlwaysOpen ? 'allDay' : entry?.isClosed ? 'closed' : 'open',
      open: entry && !entry.isAlwaysOpen && !entry.isClosed ? entry.open.slice(0, 5) : '08:00',
      close: entry && !entry.isAlwaysOpen && !entry.isClosed ? entry.close.slice(0, 5) : '17:00',
    };
  });
}

const isChoice = (kinds: readonly string[], value: string | null): value is CorrectionChoice =>
  value !== null && kinds.includes(value);

/**
 * A listing's correction page: the listing (404 → the page's 404), the kinds it can be corrected for, what
 * it lists now to start from, and the capabilities in the page's language.
 */
export async function loadCorrectionPage(
  listing: { kind: 'facility' | 'provider'; id: string },
  url: URL,
  { i18n, locale }: { i18n: I18n; locale: Locale },
): Promise<CorrectionPageData> {
  const path = `/${listing.kind === 'facility' ? 'facilities' : 'providers'}/${encodeURIComponent(listing.id)}`;
  const kinds: readonly CorrectionChoice[] =
    listing.kind === 'facility' ? CORRECTION_KINDS : PROVIDER_CORRECTION_KINDS;
  const kind = url.searchParams.get('kind');
  const common = {
    kind: isChoice(kinds, kind) ? kind : null,
    kinds: [...kinds],
    sent: url.searchParams.has('sent'),
    reasonMax: CORRECTION_REASON_MAX,
  };
  if (listing.kind === 'provider') {
    const provider = await fetchForPage(path, providerDetailSchema);
    return {
      ...common,
      listing: { ...listing, name: provider.name, path },
      phones: [],
      hours: [],
      capabilities: [],
    };
  }
  const [facility, capabilities] = await Promise.all([
    fetchForPage(path, facilityDetailSchema),
    termList('capabilities'),
  ]);
  return {
    ...common,
    listing: { ...listing, name: facility.name, path },
    phones: facility.phones.map((phone) => ({ value: phone, label: formatPhoneNumber(phone) })),
    hours: weekOf(facility.openingHours, i18n),
    capabilities: capabilities.map((entry) => ({ value: entry.value, label: nameIn(locale, entry) })),
  };
}
