import type { FacilityDetail, FacilityLevel, FacilityOwnership, ListingStatus } from '@carefinder/contracts';
import { LEVEL_LABELS, OWNERSHIP_LABELS } from '~/components/listing/facility-classification';
import {
  slugReferences,
  termNames,
  text,
  texts,
  type ListingBody,
  type TermOptions,
} from '~/components/listing-editor/listing-form';
import {
  describeFacilityAbout,
  FACILITY_ABOUT_FIELD_ORDER,
  facilityAboutBody,
  facilityAboutValuesFrom,
  facilityAboutValuesOf,
  type FacilityAboutValues,
} from '~/components/listing-editor/facility-about-values';
import {
  describeWeekHours,
  openingHoursFieldOf,
  openingHoursOf,
  WEEK_HOURS_FIELD_ORDER,
  weekHoursFrom,
  weekHoursOf,
  type WeekHours,
} from '~/components/listing-editor/week-hours';
import { dateInNigeria } from '~/lib/format/date';
import {
  contactBody,
  contactValuesFrom,
  contactValuesOf,
  CONTACT_FIELD_ORDER,
  describeContact,
} from '~/components/listing-editor/contact-values';
import {
  describePlace,
  placeBody,
  placeField,
  placeFieldOrder,
  placeValuesFrom,
  placeValuesOf,
} from '~/components/listing-editor/place-values';
import { formChanging, type ChangeableFields, type FieldDescription } from './changeable-fields';
import {
  datedHoursBody,
  datedHoursFieldOf,
  datedHoursValuesFrom,
  datedHoursValuesOf,
  describeDatedHours,
  type DatedHoursValues,
} from './dated-hours-values';
import {
  describeReadiness,
  readinessBody,
  readinessFieldOf,
  readinessValuesFrom,
  readinessValuesOf,
  type ReadinessValues,
} from './readiness-values';

export const STATUS_LABELS: Readonly<Record<ListingStatus, string>> = {
  active: 'Active',
  temporarily_closed: 'Temporarily closed',
  permanently_closed: 'Permanently closed',
};

/** The facility editor's fields as the form holds them (text as typed; lists of slugs). */
export interface FacilityValues extends FacilityAboutValues, DatedHoursValues, ReadinessValues {
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
  { field: 'insurance', kind: 'insurance', label: 'Insurance and HMOs accepted', noun: 'insurers and HMOs' },
  { field: 'awards', kind: 'awards', label: 'Awards' },
] as const;

/** The lists the facility editor offers. */
export const FACILITY_TERM_KINDS = [
  'facility-types',
  'services',
  'specialties',
  'insurance',
  'awards',
  'capabilities',
] as const;

export function facilityValuesOf(facility: FacilityDetail | null): FacilityValues {
  const hours = weekHoursOf(facility?.openingHours ?? []);
  const slugs = (terms: readonly { slug: string }[] | undefined) => (terms ?? []).map((term) => term.slug);
  return {
    name: facility?.name ?? '',
    keywords: facility?.keywords ?? '',
    facilityType: facility?.facilityType?.slug ?? '',
    ownership: facility?.ownership ?? 'unknown',
    ownershipDetail: facility?.ownershipDetail ?? '',
    level: facility?.level ?? 'unknown',
    ...placeValuesOf(facility?.place),
    ward: facility?.place.ward ?? '',
    ...contactValuesOf(facility),
    ...facilityAboutValuesOf(facility ?? null),
    hours,
    ...datedHoursValuesOf(facility),
    services: slugs(facility?.services),
    specialties: slugs(facility?.specialties),
    insurance: slugs(facility?.insurance),
    awards: slugs(facility?.awards),
    ...readinessValuesOf(facility),
    status: facility?.status ?? 'active',
    lastVerified: facility?.lastVerifiedAt ? dateInNigeria(facility.lastVerifiedAt) : '',
    lastVerifiedAt: facility?.lastVerifiedAt ?? '',
  };
}

/** The form as posted (input names are the field ids below). */
export function facilityValuesFrom(form: FormData): FacilityValues {
  const hours = weekHoursFrom(form);
  return {
    name: text(form, 'name'),
    keywords: text(form, 'keywords'),
    facilityType: text(form, 'facilityType'),
    ownership: text(form, 'ownership') as FacilityOwnership,
    ownershipDetail: text(form, 'ownershipDetail'),
    level: text(form, 'level') as FacilityLevel,
    ...placeValuesFrom(form),
    ward: text(form, 'place.ward'),
    ...contactValuesFrom(form),
    ...facilityAboutValuesFrom(form),
    hours,
    ...datedHoursValuesFrom(form),
    services: texts(form, 'services'),
    specialties: texts(form, 'specialties'),
    insurance: texts(form, 'insurance'),
    awards: texts(form, 'awards'),
    ...readinessValuesFrom(form),
    status: text(form, 'status') as ListingStatus,
    lastVerified: text(form, 'lastVerified'),
    lastVerifiedAt: text(form, 'lastVerifiedAt'),
  };
}

/** The day verified, as an instant: unchanged, the instant read; a new day, its start in Nigeria. */
function lastVerifiedAtOf({ lastVerified, lastVerifiedAt }: FacilityValues): string | null {
  if (!lastVerified) return null;
  if (lastVerifiedAt && dateInNigeria(lastVerifiedAt) === lastVerified) return lastVerifiedAt;
  return `${lastVerified}T00:00:00+01:00`;
}

/** The form's fields, top to bottom, by id (and id prefix): the error summary's order. */
const FACILITY_FIELD_ORDER: readonly string[] = [
  'name',
  'keywords',
  'facilityType',
  'ownership',
  'ownershipDetail',
  'level',
  'status',
  ...placeFieldOrder({ withWard: true }),
  ...CONTACT_FIELD_ORDER,
  ...FACILITY_ABOUT_FIELD_ORDER,
  ...WEEK_HOURS_FIELD_ORDER,
  'hoursExceptions',
  ...FACILITY_TERM_FIELDS.map(({ field }) => field),
  'readiness',
  'lastVerified',
];

/** The write of the form's values; a PATCH sends every field, and the API records only what changed. */
function facilityBody(values: FacilityValues): ListingBody {
  const contact = contactBody(values);
  const entries = openingHoursOf(values.hours);
  const body = {
    name: values.name,
    keywords: values.keywords,
    facilityType: values.facilityType ? { slug: values.facilityType } : null,
    ownership: values.ownership,
    ownershipDetail: values.ownershipDetail,
    level: values.level,
    place: { ...placeBody(values), ward: values.ward },
    ...contact.body,
    ...facilityAboutBody(values),
    openingHours: entries,
    ...datedHoursBody(values),
    services: slugReferences(values.services),
    specialties: slugReferences(values.specialties),
    insurance: slugReferences(values.insurance),
    awards: slugReferences(values.awards),
    ...readinessBody(values),
    status: values.status,
    lastVerifiedAt: lastVerifiedAtOf(values),
  };

  const fieldOf = (path: string): string => {
    const [head = '', second, third] = path.split('.');
    switch (head) {
      case 'place':
        return placeField(second, { withWard: true });
      case 'phones':
        return contact.phoneField(second);
      case 'openingHours':
        return openingHoursFieldOf(entries, second, third);
      case 'hoursExceptions':
        return datedHoursFieldOf(second, third);
      case 'readiness':
        return readinessFieldOf(values, second, third);
      case 'lastVerifiedAt':
        return 'lastVerified';
      default:
        return head;
    }
  };
  return { body, fieldOf };
}

/** The fields as text, for comparing the version in the form with one saved meanwhile. */
function describeFacility(values: FacilityValues, options: TermOptions): FieldDescription[] {
  return [
    { field: 'name', label: 'Name', text: values.name },
    {
      field: 'facilityType',
      label: 'Facility type',
      text: termNames(options, 'facility-types', values.facilityType ? [values.facilityType] : []),
    },
    {
      field: 'ownership',
      label: 'Ownership',
      text: [OWNERSHIP_LABELS[values.ownership], values.ownershipDetail].filter(Boolean).join(', '),
    },
    { field: 'level', label: 'Level of care', text: LEVEL_LABELS[values.level] ?? '' },
    { field: 'status', label: 'Status', text: STATUS_LABELS[values.status] ?? values.status },
    ...describePlace(values),
    ...describeContact(values),
    ...describeFacilityAbout(values),
    { field: 'openingHours', label: 'Opening hours', text: describeWeekHours(values.hours) },
    describeDatedHours(values),
    ...FACILITY_TERM_FIELDS.map(({ field, kind, label }) => ({
      field,
      label,
      text: termNames(options, kind, values[field]),
    })),
    describeReadiness(values, options),
    { field: 'lastVerifiedAt', label: 'Last verified', text: values.lastVerified },
  ];
}

/**
 * The facility's form for whoever changes `fields`: the back office ('every') or the facility's team
 * (FIELDS_THE_FACILITY_KEEPS).
 */
export const facilityForm = (fields: ChangeableFields) =>
  formChanging(
    {
      valuesOf: facilityValuesOf,
      valuesFrom: facilityValuesFrom,
      body: facilityBody,
      fieldOrder: FACILITY_FIELD_ORDER,
      describe: describeFacility,
    },
    fields,
  );
