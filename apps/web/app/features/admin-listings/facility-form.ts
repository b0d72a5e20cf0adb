import type {
  FacilityDetail,
  FacilityLevel,
  FacilityOwnership,
  ListingStatus,
  OpeningHoursEntry,
  Weekday,
} from '@carefinder/contracts';
import { LEVEL_LABELS, OWNERSHIP_LABELS } from '~/components/listing/facility-classification';
import type { FieldText } from '~/components/admin/changed-meanwhile';
import { dateInNigeria } from '~/lib/format/date';
import {
  slugReferences,
  termNames,
  text,
  texts,
  typedNumber,
  type ListingBody,
  type TermOptions,
} from './listing-form';

/** The week as a Nigerian reader expects it: Monday first. */
export const WEEK: readonly { day: Weekday; name: string }[] = [
  { day: 'MONDAY', name: 'Monday' },
  { day: 'TUESDAY', name: 'Tuesday' },
  { day: 'WEDNESDAY', name: 'Wednesday' },
  { day: 'THURSDAY', name: 'Thursday' },
  { day: 'FRIDAY', name: 'Friday' },
  { day: 'SATURDAY', name: 'Saturday' },
  { day: 'SUNDAY', name: 'Sunday' },
];

/** A day of the hours editor: no entry, closed, open all day, or open between two times (HH:mm). */
export type DayMode = 'unlisted' | 'closed' | 'always' | 'hours';
export interface DayHours {
  mode: DayMode;
  open: string;
  close: string;
}
export type WeekHours = Record<Weekday, DayHours>;

export const STATUS_LABELS: Readonly<Record<ListingStatus, string>> = {
  active: 'Active',
  temporarily_closed: 'Temporarily closed',
  permanently_closed: 'Permanently closed',
};

/** The facility editor's fields as the form holds them (text as typed; lists of slugs). */
export interface FacilityValues {
  name: string;
  keywords: string;
  facilityType: string;
  ownership: FacilityOwnership;
  ownershipDetail: string;
  level: FacilityLevel;
  state: string;
  lga: string;
  ward: string;
  address: string;
  latitude: string;
  longitude: string;
  phones: string[];
  email: string;
  website: string;
  hours: WeekHours;
  services: string[];
  specialties: string[];
  insurance: string[];
  awards: string[];
  status: ListingStatus;
  /** The day last verified (YYYY-MM-DD in Nigeria), '' for never. */
  lastVerified: string;
  /** The instant it was last verified as read, kept as it is while the day is not changed. */
  lastVerifiedAt: string;
}

export const FACILITY_TERM_FIELDS = [
  { field: 'services', kind: 'services', label: 'Services' },
  { field: 'specialties', kind: 'specialties', label: 'Specialties' },
  { field: 'insurance', kind: 'insurance', label: 'Insurance and HMOs', noun: 'insurers and HMOs' },
  { field: 'awards', kind: 'awards', label: 'Awards' },
] as const;

/** The lists the facility editor offers. */
export const FACILITY_TERM_KINDS = [
  'facility-types',
  'services',
  'specialties',
  'insurance',
  'awards',
] as const;

/** "08:00:00" → "08:00", as a time input holds it. */
const clock = (time: string) => time.slice(0, 5);
/** "08:00" → "08:00:00", as the API takes it (spec §3). */
const apiTime = (time: string) => (/^\d\d:\d\d$/.test(time) ? `${time}:00` : time);

function dayHoursOf(entry: OpeningHoursEntry | undefined): DayHours {
  if (!entry) return { mode: 'unlisted', open: '', close: '' };
  if (entry.isAlwaysOpen) return { mode: 'always', open: '', close: '' };
  if (entry.isClosed) return { mode: 'closed', open: '', close: '' };
  return { mode: 'hours', open: clock(entry.open), close: clock(entry.close) };
}

export function facilityValuesOf(facility: FacilityDetail | null): FacilityValues {
  const hours = Object.fromEntries(
    WEEK.map(({ day }) => [day, dayHoursOf(facility?.openingHours.find((entry) => entry.day === day))]),
  ) as WeekHours;
  const slugs = (terms: readonly { slug: string }[] | undefined) => (terms ?? []).map((term) => term.slug);
  return {
    name: facility?.name ?? '',
    keywords: facility?.keywords ?? '',
    facilityType: facility?.facilityType?.slug ?? '',
    ownership: facility?.ownership ?? 'unknown',
    ownershipDetail: facility?.ownershipDetail ?? '',
    level: facility?.level ?? 'unknown',
    state: facility?.place.state?.alias ?? '',
    lga: facility?.place.lga?.slug ?? '',
    ward: facility?.place.ward ?? '',
    address: facility?.place.address ?? '',
    latitude: facility?.place.latitude?.toString() ?? '',
    longitude: facility?.place.longitude?.toString() ?? '',
    phones: facility?.phones ?? [],
    email: facility?.email ?? '',
    website: facility?.website ?? '',
    hours,
    services: slugs(facility?.services),
    specialties: slugs(facility?.specialties),
    insurance: slugs(facility?.insurance),
    awards: slugs(facility?.awards),
    status: facility?.status ?? 'active',
    lastVerified: facility?.lastVerifiedAt ? dateInNigeria(facility.lastVerifiedAt) : '',
    lastVerifiedAt: facility?.lastVerifiedAt ?? '',
  };
}

const MODES: readonly DayMode[] = ['unlisted', 'closed', 'always', 'hours'];

/** The form as posted (input names are the field ids below). */
export function facilityValuesFrom(form: FormData): FacilityValues {
  const hours = Object.fromEntries(
    WEEK.map(({ day }) => {
      const mode = text(form, `openingHours.${day}.mode`);
      return [
        day,
        {
          mode: MODES.find((item) => item === mode) ?? 'unlisted',
          open: text(form, `openingHours.${day}.open`),
          close: text(form, `openingHours.${day}.close`),
        },
      ];
    }),
  ) as WeekHours;
  return {
    name: text(form, 'name'),
    keywords: text(form, 'keywords'),
    facilityType: text(form, 'facilityType'),
    ownership: text(form, 'ownership') as FacilityOwnership,
    ownershipDetail: text(form, 'ownershipDetail'),
    level: text(form, 'level') as FacilityLevel,
    state: text(form, 'place.state'),
    lga: text(form, 'place.lga'),
    ward: text(form, 'place.ward'),
    address: text(form, 'place.address'),
    latitude: text(form, 'place.latitude'),
    longitude: text(form, 'place.longitude'),
    phones: texts(form, 'phones').map((phone) => phone.trim()),
    email: text(form, 'email'),
    website: text(form, 'website'),
    hours,
    services: texts(form, 'services'),
    specialties: texts(form, 'specialties'),
    insurance: texts(form, 'insurance'),
    awards: texts(form, 'awards'),
    status: text(form, 'status') as ListingStatus,
    lastVerified: text(form, 'lastVerified'),
    lastVerifiedAt: text(form, 'lastVerifiedAt'),
  };
}

/** The hours as the API takes them (spec §3): a day without an entry is left out. */
export function openingHoursOf(hours: WeekHours) {
  return WEEK.flatMap(({ day }) => {
    const { mode, open, close } = hours[day];
    if (mode === 'unlisted') return [];
    if (mode !== 'hours') return [{ day, isAlwaysOpen: mode === 'always', isClosed: mode === 'closed' }];
    return [
      {
        day,
        isAlwaysOpen: false,
        isClosed: false,
        ...(open ? { open: apiTime(open) } : {}),
        ...(close ? { close: apiTime(close) } : {}),
      },
    ];
  });
}

/**
 * The entries the API would store for the days whose hours are complete: what the preview applies the
 * opening status rule to while the admin is still typing.
 */
export function completeOpeningHours(hours: WeekHours): OpeningHoursEntry[] {
  return WEEK.flatMap(({ day }) => {
    const { mode, open, close } = hours[day];
    if (mode === 'unlisted' || (mode === 'hours' && (!open || !close))) return [];
    const times =
      mode === 'hours'
        ? { open: apiTime(open), close: apiTime(close) }
        : { open: '00:00:00', close: '00:00:00' };
    return [{ day, isAlwaysOpen: mode === 'always', isClosed: mode === 'closed', ...times }];
  });
}

/** The day verified, as an instant: unchanged, the instant read; a new day, its start in Nigeria. */
function lastVerifiedAtOf({ lastVerified, lastVerifiedAt }: FacilityValues): string | null {
  if (!lastVerified) return null;
  if (lastVerifiedAt && dateInNigeria(lastVerifiedAt) === lastVerified) return lastVerifiedAt;
  return `${lastVerified}T00:00:00+01:00`;
}

const PLACE_FIELDS = ['state', 'lga', 'ward', 'address', 'latitude', 'longitude'];

/** `place.lga.slug` → the LGA select; a refusal of the place as a whole lands on the state. */
export const placeField = (part: string | undefined) =>
  `place.${PLACE_FIELDS.includes(part ?? '') ? part : 'state'}`;

/** The form's fields, top to bottom, by id (and id prefix): the error summary's order. */
export const FACILITY_FIELD_ORDER: readonly string[] = [
  'name',
  'keywords',
  'facilityType',
  'ownership',
  'ownershipDetail',
  'level',
  'status',
  'place.state',
  'place.lga',
  'place.ward',
  'place.address',
  'place.latitude',
  'place.longitude',
  'phones',
  'email',
  'website',
  ...WEEK.flatMap(({ day }) => ['mode', 'open', 'close'].map((part) => `openingHours.${day}.${part}`)),
  ...FACILITY_TERM_FIELDS.map(({ field }) => field),
  'lastVerified',
];

/** The write of the form's values; a PATCH sends every field, and the API records only what changed. */
export function facilityBody(values: FacilityValues): ListingBody {
  const phoneRows = values.phones.flatMap((phone, row) => (phone ? [row] : []));
  const entries = openingHoursOf(values.hours);
  const body = {
    name: values.name,
    keywords: values.keywords,
    facilityType: values.facilityType ? { slug: values.facilityType } : null,
    ownership: values.ownership,
    ownershipDetail: values.ownershipDetail,
    level: values.level,
    place: {
      state: values.state ? { alias: values.state } : null,
      lga: values.state && values.lga ? { slug: values.lga } : null,
      ward: values.ward,
      address: values.address,
      latitude: typedNumber(values.latitude),
      longitude: typedNumber(values.longitude),
    },
    phones: phoneRows.map((row) => values.phones[row]),
    email: values.email,
    website: values.website,
    openingHours: entries,
    services: slugReferences(values.services),
    specialties: slugReferences(values.specialties),
    insurance: slugReferences(values.insurance),
    awards: slugReferences(values.awards),
    status: values.status,
    lastVerifiedAt: lastVerifiedAtOf(values),
  };

  const fieldOf = (path: string): string => {
    const [head = '', second, third] = path.split('.');
    switch (head) {
      case 'place':
        return placeField(second);
      case 'phones':
        return `phones.${phoneRows[Number(second)] ?? 0}`;
      case 'openingHours': {
        const day = entries[Number(second)]?.day ?? WEEK[0]!.day;
        return `openingHours.${day}.${third === 'open' || third === 'close' ? third : 'mode'}`;
      }
      case 'lastVerifiedAt':
        return 'lastVerified';
      default:
        return head;
    }
  };
  return { body, fieldOf };
}

/** The fields as text, for comparing the admin's version with one saved meanwhile. */
export function describeFacility(values: FacilityValues, options: TermOptions): FieldText[] {
  const hours = WEEK.map(({ day, name }) => {
    const { mode, open, close } = values.hours[day];
    if (mode === 'unlisted') return null;
    const when = mode === 'closed' ? 'closed' : mode === 'always' ? 'open 24 hours' : `${open}–${close}`;
    return `${name} ${when}`;
  })
    .filter(Boolean)
    .join('; ');
  return [
    { label: 'Name', text: values.name },
    {
      label: 'Facility type',
      text: termNames(options, 'facility-types', values.facilityType ? [values.facilityType] : []),
    },
    {
      label: 'Ownership',
      text: [OWNERSHIP_LABELS[values.ownership], values.ownershipDetail].filter(Boolean).join(', '),
    },
    { label: 'Level of care', text: LEVEL_LABELS[values.level] ?? '' },
    { label: 'Status', text: STATUS_LABELS[values.status] ?? values.status },
    {
      label: 'Place',
      text: [values.address, values.ward, values.lga, values.state].filter(Boolean).join(', '),
    },
    {
      label: 'Coordinates',
      text: values.latitude || values.longitude ? `${values.latitude}, ${values.longitude}` : '',
    },
    { label: 'Phones', text: values.phones.filter(Boolean).join(', ') },
    { label: 'E-mail', text: values.email },
    { label: 'Website', text: values.website },
    { label: 'Opening hours', text: hours },
    ...FACILITY_TERM_FIELDS.map(({ field, kind, label }) => ({
      label,
      text: termNames(options, kind, values[field]),
    })),
    { label: 'Last verified', text: values.lastVerified },
  ];
}
