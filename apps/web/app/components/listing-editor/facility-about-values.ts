import type { FieldDescription } from './changeable-fields';
import { languageList, languagesText, text } from './listing-form';

/** What a facility says of itself and the languages spoken there, as its editors' About fields hold them. */
export interface FacilityAboutValues {
  description: string;
  /** Comma-separated, as typed. */
  languages: string;
}

export function facilityAboutValuesOf(
  facility: { description: string | null; languages: readonly string[] } | null,
): FacilityAboutValues {
  return {
    description: facility?.description ?? '',
    languages: languagesText(facility?.languages ?? []),
  };
}

export function facilityAboutValuesFrom(form: FormData): FacilityAboutValues {
  return { description: text(form, 'description'), languages: text(form, 'languages') };
}

/** The About fields, top to bottom, by id: the error summary's order. */
export const FACILITY_ABOUT_FIELD_ORDER = ['description', 'languages'];

/** The About part of a write. */
export function facilityAboutBody(values: FacilityAboutValues) {
  return { description: values.description, languages: languageList(values.languages) };
}

export function describeFacilityAbout(values: FacilityAboutValues): FieldDescription[] {
  return [
    { field: 'description', label: 'About the facility', text: values.description },
    { field: 'languages', label: 'Languages', text: values.languages },
  ];
}
