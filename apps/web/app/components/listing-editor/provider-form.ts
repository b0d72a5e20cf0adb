import type { ListingStatus, ProviderDetail, TaxonomyKind } from '@carefinder/contracts';
import {
  describeEducation,
  educationBody,
  educationRowsFrom,
  educationRowsOf,
  type EducationRow,
} from '~/components/listing-editor/education';
import { STATUS_LABELS } from './facility-form';
import { formChanging, type ChangeableFields, type FieldDescription } from './changeable-fields';
import {
  describePlace,
  placeBody,
  placeField,
  placeFieldOrder,
  placeValuesFrom,
  placeValuesOf,
} from '~/components/listing-editor/place-values';
import {
  slugReferences,
  termNames,
  text,
  texts,
  type ListingBody,
  type TermOptions,
  languageList,
  languagesText,
} from '~/components/listing-editor/listing-form';

/** A facility the provider works at, with its name to show. */
export interface FacilityChoice {
  id: string;
  name: string;
}

export const PROVIDER_TERM_FIELDS = [
  { field: 'specialties', kind: 'specialties', label: 'Specialties' },
  { field: 'practiceAreas', kind: 'practice-areas', label: 'Practice areas' },
  { field: 'conditions', kind: 'conditions', label: 'Conditions treated' },
  { field: 'procedures', kind: 'procedures', label: 'Procedures' },
  { field: 'insurance', kind: 'insurance', label: 'Insurance and HMOs accepted', noun: 'insurers and HMOs' },
  { field: 'awards', kind: 'awards', label: 'Awards' },
  { field: 'qualities', kind: 'qualities', label: 'Qualities' },
] as const satisfies readonly { field: string; kind: TaxonomyKind; label: string; noun?: string }[];

type ProviderTermField = (typeof PROVIDER_TERM_FIELDS)[number]['field'];

/** The lists the provider editor offers. */
export const PROVIDER_TERM_KINDS = PROVIDER_TERM_FIELDS.map(({ kind }) => kind);

/** The provider editor's fields as the form holds them. */
export type ProviderValues = {
  firstName: string;
  lastName: string;
  title: string;
  bio: string;
  professionalSummary: string;
  education: EducationRow[];
  /** Comma-separated, as typed. */
  languages: string;
  registrationNumber: string;
  state: string;
  lga: string;
  address: string;
  latitude: string;
  longitude: string;
  facilities: FacilityChoice[];
  status: ListingStatus;
} & Record<ProviderTermField, string[]>;

export function providerValuesOf(provider: ProviderDetail | null): ProviderValues {
  const terms = Object.fromEntries(
    PROVIDER_TERM_FIELDS.map(({ field }) => [field, (provider?.[field] ?? []).map((term) => term.slug)]),
  ) as Record<ProviderTermField, string[]>;
  return {
    firstName: provider?.firstName ?? '',
    lastName: provider?.lastName ?? '',
    title: provider?.title ?? '',
    bio: provider?.bio ?? '',
    professionalSummary: provider?.professionalSummary ?? '',
    education: educationRowsOf(provider?.education ?? []),
    ...terms,
    languages: languagesText(provider?.languages ?? []),
    registrationNumber: provider?.registrationNumber ?? '',
    ...placeValuesOf(provider?.place),
    facilities: (provider?.facilities ?? []).map(({ id, name }) => ({ id, name })),
    status: provider?.status ?? 'active',
  };
}

export function providerValuesFrom(form: FormData): ProviderValues {
  const facilityNames = texts(form, 'facilityNames');
  const terms = Object.fromEntries(
    PROVIDER_TERM_FIELDS.map(({ field }) => [field, texts(form, field)]),
  ) as Record<ProviderTermField, string[]>;
  return {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    title: text(form, 'title'),
    bio: text(form, 'bio'),
    professionalSummary: text(form, 'professionalSummary'),
    education: educationRowsFrom(form),
    ...terms,
    languages: text(form, 'languages'),
    registrationNumber: text(form, 'registrationNumber'),
    ...placeValuesFrom(form),
    facilities: texts(form, 'facilities').map((id, index) => ({ id, name: facilityNames[index] ?? id })),
    status: text(form, 'status') as ListingStatus,
  };
}

/** The form's fields, top to bottom, by id (and id prefix): the error summary's order. */
const PROVIDER_FIELD_ORDER: readonly string[] = [
  'firstName',
  'lastName',
  'title',
  'status',
  'bio',
  'professionalSummary',
  'education',
  'languages',
  'registrationNumber',
  ...PROVIDER_TERM_FIELDS.map(({ field }) => field),
  ...placeFieldOrder({ withWard: false }),
  'facilities',
];

function providerBody(values: ProviderValues): ListingBody {
  const education = educationBody(values.education);
  const body = {
    firstName: values.firstName,
    lastName: values.lastName,
    title: values.title,
    bio: values.bio,
    professionalSummary: values.professionalSummary,
    education: education.entries,
    ...Object.fromEntries(PROVIDER_TERM_FIELDS.map(({ field }) => [field, slugReferences(values[field])])),
    languages: languageList(values.languages),
    registrationNumber: values.registrationNumber,
    place: placeBody(values),
    facilities: values.facilities.map(({ id }) => ({ id })),
    status: values.status,
  };

  const fieldOf = (path: string): string => {
    const [head = '', second, third] = path.split('.');
    switch (head) {
      case 'name':
        return 'firstName';
      case 'education':
        return education.fieldOf(second, third);
      case 'place':
        return placeField(second, { withWard: false });
      default:
        // languages.2, specialties.0.slug, facilities.1.id: the field as a whole.
        return head;
    }
  };
  return { body, fieldOf };
}

function describeProvider(values: ProviderValues, options: TermOptions): FieldDescription[] {
  return [
    {
      field: 'firstName',
      label: 'Name',
      text: [values.title, values.firstName, values.lastName].filter(Boolean).join(' '),
    },
    { field: 'status', label: 'Status', text: STATUS_LABELS[values.status] ?? values.status },
    { field: 'bio', label: 'Bio', text: values.bio },
    { field: 'professionalSummary', label: 'Professional summary', text: values.professionalSummary },
    { field: 'education', label: 'Education', text: describeEducation(values.education) },
    { field: 'languages', label: 'Languages', text: values.languages },
    { field: 'registrationNumber', label: 'Registration number', text: values.registrationNumber },
    ...PROVIDER_TERM_FIELDS.map(({ field, kind, label }) => ({
      field,
      label,
      text: termNames(options, kind, values[field]),
    })),
    ...describePlace(values),
    {
      field: 'facilities',
      label: 'Facilities',
      text: values.facilities
        .map((facility) => facility.name)
        .sort((a, b) => a.localeCompare(b))
        .join(', '),
    },
  ];
}

/**
 * The provider's form for whoever changes `fields`: the back office ('every') or the provider linked to the
 * profile (FIELDS_THE_PROVIDER_KEEPS).
 */
export const providerForm = (fields: ChangeableFields) =>
  formChanging(
    {
      valuesOf: providerValuesOf,
      valuesFrom: providerValuesFrom,
      body: providerBody,
      fieldOrder: PROVIDER_FIELD_ORDER,
      describe: describeProvider,
    },
    fields,
  );
