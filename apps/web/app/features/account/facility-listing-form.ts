import type { FacilityDetail } from '@carefinder/contracts';
import type { FieldText } from '~/components/admin/changed-meanwhile';
import {
  slugReferences,
  termNames,
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
import type { TermField } from '~/components/listing-editor/term-pickers';
import {
  contactBody,
  contactValuesFrom,
  contactValuesOf,
  CONTACT_FIELD_ORDER,
  describeContact,
} from '~/components/listing-editor/contact-values';
import {
  describeWeekHours,
  openingHoursFieldOf,
  openingHoursOf,
  WEEK_HOURS_FIELD_ORDER,
  weekHoursFrom,
  weekHoursOf,
  type WeekHours,
} from '~/components/listing-editor/week-hours';

/**
 * What a facility's own team keeps true on its listing (the API's FIELDS_THE_FACILITY_KEEPS): how to reach
 * it, what it says of itself, when it is open and what it offers. The rest comes from the registry and CareFinder.
 */
export interface FacilityTeamValues extends FacilityAboutValues {
  phones: string[];
  email: string;
  website: string;
  hours: WeekHours;
  services: string[];
  specialties: string[];
  insurance: string[];
}

export const TEAM_TERM_FIELDS = [
  { field: 'services', kind: 'services', label: 'Services' },
  { field: 'specialties', kind: 'specialties', label: 'Specialties' },
  { field: 'insurance', kind: 'insurance', label: 'Insurance and HMOs accepted', noun: 'insurers and HMOs' },
] as const satisfies readonly TermField<keyof FacilityTeamValues>[];

export const TEAM_TERM_KINDS = TEAM_TERM_FIELDS.map(({ kind }) => kind);

const slugs = (terms: readonly { slug: string }[]) => terms.map((term) => term.slug);

export function teamValuesOf(facility: FacilityDetail): FacilityTeamValues {
  return {
    ...contactValuesOf(facility),
    ...facilityAboutValuesOf(facility),
    hours: weekHoursOf(facility.openingHours),
    services: slugs(facility.services),
    specialties: slugs(facility.specialties),
    insurance: slugs(facility.insurance),
  };
}

/** The form as posted (input names are the field ids of TEAM_FIELD_ORDER). */
export function teamValuesFrom(form: FormData): FacilityTeamValues {
  return {
    ...contactValuesFrom(form),
    ...facilityAboutValuesFrom(form),
    hours: weekHoursFrom(form),
    services: texts(form, 'services'),
    specialties: texts(form, 'specialties'),
    insurance: texts(form, 'insurance'),
  };
}

/** The form's fields, top to bottom, by id (and id prefix): the error summary's order. */
export const TEAM_FIELD_ORDER: readonly string[] = [
  ...CONTACT_FIELD_ORDER,
  ...FACILITY_ABOUT_FIELD_ORDER,
  ...WEEK_HOURS_FIELD_ORDER,
  ...TEAM_TERM_FIELDS.map(({ field }) => field),
];

/** The PATCH of the team's fields, and where each API path of it is on the form. */
export function teamBody(values: FacilityTeamValues): ListingBody {
  const contact = contactBody(values);
  const entries = openingHoursOf(values.hours);
  const body = {
    ...contact.body,
    ...facilityAboutBody(values),
    openingHours: entries,
    services: slugReferences(values.services),
    specialties: slugReferences(values.specialties),
    insurance: slugReferences(values.insurance),
  };
  const fieldOf = (path: string): string => {
    const [head = '', second, third] = path.split('.');
    if (head === 'phones') return contact.phoneField(second);
    if (head === 'openingHours') return openingHoursFieldOf(entries, second, third);
    // languages.2: the box as a whole.
    return head;
  };
  return { body, fieldOf };
}

/** The fields as text, for comparing the team member's version with one saved meanwhile. */
export function describeTeamValues(values: FacilityTeamValues, options: TermOptions): FieldText[] {
  return [
    ...describeContact(values),
    ...describeFacilityAbout(values),
    { label: 'Opening hours', text: describeWeekHours(values.hours) },
    ...TEAM_TERM_FIELDS.map(({ field, kind, label }) => ({
      label,
      text: termNames(options, kind, values[field]),
    })),
  ];
}
