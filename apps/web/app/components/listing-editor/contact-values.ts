import type { FieldDescription } from './changeable-fields';
import { text, texts } from './listing-form';

/** How to reach a facility, as its editors' contact fields hold it. */
export interface ContactValues {
  phones: string[];
  email: string;
  website: string;
}

export function contactValuesOf(
  facility: { phones: string[]; email: string | null; website: string | null } | null,
): ContactValues {
  return { phones: facility?.phones ?? [], email: facility?.email ?? '', website: facility?.website ?? '' };
}

export function contactValuesFrom(form: FormData): ContactValues {
  return {
    phones: texts(form, 'phones').map((phone) => phone.trim()),
    email: text(form, 'email'),
    website: text(form, 'website'),
  };
}

/** The contact fields, top to bottom, by id (and id prefix): the error summary's order. */
export const CONTACT_FIELD_ORDER = ['phones', 'email', 'website'];

/**
 * The contact part of a write (phone rows left empty are not sent) and, for an API error at `phones.N`, the
 * box of the form it came from.
 */
export function contactBody(values: ContactValues) {
  const phoneRows = values.phones.flatMap((phone, row) => (phone ? [row] : []));
  return {
    body: {
      phones: phoneRows.map((row) => values.phones[row]),
      email: values.email,
      website: values.website,
    },
    phoneField: (index: string | undefined) => `phones.${phoneRows[Number(index)] ?? 0}`,
  };
}

/** The contact fields as text, for comparing two versions (a 412's). */
export const describeContact = (values: ContactValues): FieldDescription[] => [
  { field: 'phones', label: 'Phones', text: values.phones.filter(Boolean).join(', ') },
  { field: 'email', label: 'E-mail', text: values.email },
  { field: 'website', label: 'Website', text: values.website },
];
