import type { ListingStatus, ProviderDetail, TaxonomyKind } from '@carefinder/contracts';
import type { FieldText } from '~/components/admin/changed-meanwhile';
import { placeField, STATUS_LABELS } from './facility-form';
import {
  slugReferences,
  termNames,
  text,
  texts,
  typedNumber,
  type ListingBody,
  type TermOptions,
} from './listing-form';

export interface EducationRow {
  institution: string;
  qualification: string;
  year: string;
}

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
  { field: 'insurance', kind: 'insurance', label: 'Insurance and HMOs', noun: 'insurers and HMOs' },
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
    education: (provider?.education ?? []).map((entry) => ({
      institution: entry.institution,
      qualification: entry.qualification,
      year: entry.year?.toString() ?? '',
    })),
    ...terms,
    languages: (provider?.languages ?? []).join(', '),
    registrationNumber: provider?.registrationNumber ?? '',
    state: provider?.place.state?.alias ?? '',
    lga: provider?.place.lga?.slug ?? '',
    address: provider?.place.address ?? '',
    latitude: provider?.place.latitude?.toString() ?? '',
    longitude: provider?.place.longitude?.toString() ?? '',
    facilities: (provider?.facilities ?? []).map(({ id, name }) => ({ id, name })),
    status: provider?.status ?? 'active',
  };
}

export function providerValuesFrom(form: FormData): ProviderValues {
  const institutions = texts(form, 'education.institution');
  const qualifications = texts(form, 'education.qualification');
  const years = texts(form, 'education.year');
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
    education: institutions.map((institution, row) => ({
      institution: institution.trim(),
      qualification: (qualifications[row] ?? '').trim(),
      year: (years[row] ?? '').trim(),
    })),
    ...terms,
    languages: text(form, 'languages'),
    registrationNumber: text(form, 'registrationNumber'),
    state: text(form, 'place.state'),
    lga: text(form, 'place.lga'),
    address: text(form, 'place.address'),
    latitude: text(form, 'place.latitude'),
    longitude: text(form, 'place.longitude'),
    facilities: texts(form, 'facilities').map((id, index) => ({ id, name: facilityNames[index] ?? id })),
    status: text(form, 'status') as ListingStatus,
  };
}

const EDUCATION_PARTS = ['institution', 'qualification', 'year'] as const;

/** The form's fields, top to bottom, by id (and id prefix): the error summary's order. */
export const PROVIDER_FIELD_ORDER: readonly string[] = [
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
  'place.state',
  'place.lga',
  'place.address',
  'place.latitude',
  'place.longitude',
  'facilities',
];

export function providerBody(values: ProviderValues): ListingBody {
  const educationRows = values.education.flatMap((entry, row) =>
    entry.institution || entry.qualification || entry.year ? [row] : [],
  );
  const body = {
    firstName: values.firstName,
    lastName: values.lastName,
    title: values.title,
    bio: values.bio,
    professionalSummary: values.professionalSummary,
    education: educationRows.map((row) => {
      const entry = values.education[row]!;
      return {
        institution: entry.institution,
        qualification: entry.qualification,
        year: typedNumber(entry.year),
      };
    }),
    ...Object.fromEntries(PROVIDER_TERM_FIELDS.map(({ field }) => [field, slugReferences(values[field])])),
    languages: values.languages
      .split(',')
      .map((language) => language.trim())
      .filter(Boolean),
    registrationNumber: values.registrationNumber,
    place: {
      state: values.state ? { alias: values.state } : null,
      lga: values.state && values.lga ? { slug: values.lga } : null,
      address: values.address,
      latitude: typedNumber(values.latitude),
      longitude: typedNumber(values.longitude),
    },
    facilities: values.facilities.map(({ id }) => ({ id })),
    status: values.status,
  };

  const fieldOf = (path: string): string => {
    const [head = '', second, third] = path.split('.');
    switch (head) {
      case 'name':
        return 'firstName';
      case 'education': {
        const part = EDUCATION_PARTS.find((item) => item === third) ?? 'institution';
        return `education.${educationRows[Number(second)] ?? 0}.${part}`;
      }
      case 'place':
        return placeField(second === 'ward' ? 'address' : second);
      default:
        // languages.2, specialties.0.slug, facilities.1.id: the field as a whole.
        return head;
    }
  };
  return { body, fieldOf };
}

export function describeProvider(values: ProviderValues, options: TermOptions): FieldText[] {
  return [
    { label: 'Name', text: [values.title, values.firstName, values.lastName].filter(Boolean).join(' ') },
    { label: 'Status', text: STATUS_LABELS[values.status] ?? values.status },
    { label: 'Bio', text: values.bio },
    { label: 'Professional summary', text: values.professionalSummary },
    {
      label: 'Education',
      text: values.education
        .filter((entry) => entry.institution || entry.qualification)
        .map((entry) => [entry.qualification, entry.institution, entry.year].filter(Boolean).join(', '))
        .join('; '),
    },
    { label: 'Languages', text: values.languages },
    { label: 'Registration number', text: values.registrationNumber },
    ...PROVIDER_TERM_FIELDS.map(({ field, kind, label }) => ({
      label,
      text: termNames(options, kind, values[field]),
    })),
    { label: 'Place', text: [values.address, values.lga, values.state].filter(Boolean).join(', ') },
    {
      label: 'Coordinates',
      text: values.latitude || values.longitude ? `${values.latitude}, ${values.longitude}` : '',
    },
    {
      label: 'Facilities',
      text: values.facilities
        .map((facility) => facility.name)
        .sort((a, b) => a.localeCompare(b))
        .join(', '),
    },
  ];
}
