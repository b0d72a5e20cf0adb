import type { ProviderDetail, TaxonomyKind } from '@carefinder/contracts';
import type { FieldText } from '~/components/admin/changed-meanwhile';
import {
  describeEducation,
  educationBody,
  educationRowsFrom,
  educationRowsOf,
  type EducationRow,
} from '~/components/listing-editor/education';
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
import {
  describePlace,
  placeBody,
  placeField,
  placeFieldOrder,
  placeValuesFrom,
  placeValuesOf,
} from '~/components/listing-editor/place-values';

/**
 * What a provider keeps true on their own profile (the API's FIELDS_THE_PROVIDER_KEEPS): the spec's sample
 * profile. Name, title, registration number, status and affiliations are CareFinder's.
 */
export const OWN_TERM_FIELDS = [
  { field: 'practiceAreas', kind: 'practice-areas', label: 'Practice areas' },
  { field: 'conditions', kind: 'conditions', label: 'Conditions treated' },
  { field: 'procedures', kind: 'procedures', label: 'Procedures' },
  { field: 'insurance', kind: 'insurance', label: 'Insurance and HMOs accepted', noun: 'insurers and HMOs' },
  { field: 'awards', kind: 'awards', label: 'Awards' },
  { field: 'qualities', kind: 'qualities', label: 'Qualities' },
] as const satisfies readonly { field: string; kind: TaxonomyKind; label: string; noun?: string }[];

type OwnTermField = (typeof OWN_TERM_FIELDS)[number]['field'];

export const OWN_TERM_KINDS = OWN_TERM_FIELDS.map(({ kind }) => kind);

export type ProviderProfileValues = {
  bio: string;
  professionalSummary: string;
  education: EducationRow[];
  /** Comma-separated, as typed. */
  languages: string;
  state: string;
  lga: string;
  address: string;
  latitude: string;
  longitude: string;
} & Record<OwnTermField, string[]>;

export function profileValuesOf(provider: ProviderDetail): ProviderProfileValues {
  const terms = Object.fromEntries(
    OWN_TERM_FIELDS.map(({ field }) => [field, provider[field].map((term) => term.slug)]),
  ) as Record<OwnTermField, string[]>;
  return {
    bio: provider.bio ?? '',
    professionalSummary: provider.professionalSummary ?? '',
    education: educationRowsOf(provider.education),
    languages: languagesText(provider.languages),
    ...terms,
    ...placeValuesOf(provider.place),
  };
}

export function profileValuesFrom(form: FormData): ProviderProfileValues {
  const terms = Object.fromEntries(OWN_TERM_FIELDS.map(({ field }) => [field, texts(form, field)])) as Record<
    OwnTermField,
    string[]
  >;
  return {
    bio: text(form, 'bio'),
    professionalSummary: text(form, 'professionalSummary'),
    education: educationRowsFrom(form),
    languages: text(form, 'languages'),
    ...terms,
    ...placeValuesFrom(form),
  };
}

/** The form's fields, top to bottom, by id (and id prefix): the error summary's order. */
export const PROFILE_FIELD_ORDER: readonly string[] = [
  'bio',
  'professionalSummary',
  'education',
  'languages',
  ...OWN_TERM_FIELDS.map(({ field }) => field),
  ...placeFieldOrder({ withWard: false }),
];

/** The PATCH of the provider's own fields, and where each API path of it is on the form. */
export function profileBody(values: ProviderProfileValues): ListingBody {
  const education = educationBody(values.education);
  const body = {
    bio: values.bio,
    professionalSummary: values.professionalSummary,
    education: education.entries,
    languages: languageList(values.languages),
    ...Object.fromEntries(OWN_TERM_FIELDS.map(({ field }) => [field, slugReferences(values[field])])),
    place: placeBody(values),
  };
  const fieldOf = (path: string): string => {
    const [head = '', second, third] = path.split('.');
    if (head === 'education') return education.fieldOf(second, third);
    if (head === 'place') return placeField(second, { withWard: false });
    // languages.2, practiceAreas.0.slug: the field as a whole.
    return head;
  };
  return { body, fieldOf };
}

export function describeProfile(values: ProviderProfileValues, options: TermOptions): FieldText[] {
  return [
    { label: 'Bio', text: values.bio },
    { label: 'Professional summary', text: values.professionalSummary },
    { label: 'Education', text: describeEducation(values.education) },
    { label: 'Languages', text: values.languages },
    ...OWN_TERM_FIELDS.map(({ field, kind, label }) => ({
      label,
      text: termNames(options, kind, values[field]),
    })),
    ...describePlace(values),
  ];
}
