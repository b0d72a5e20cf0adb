import type { FormErrors } from '~/lib/forms/form-errors';

/**
 * The contact form's fields as the page and its server action share them. No zod and no contracts here:
 * the page's chunk stays small (the action, on the server, validates with the contracts).
 */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'topic', 'listingUrl', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** What the contact form's action answers when the message is not sent: the errors, and what was typed. */
export interface ContactActionResult {
  ok: false;
  errors: FormErrors;
  values: ContactValues;
}

export interface ContactPageData {
  /** The message has been sent (the action's redirect): the page thanks the sender. */
  sent: boolean;
  topics: { value: string; label: string }[];
  /** What the form starts with: ?topic= and ?listing= (a listing page's "Suggest a correction"). */
  prefill: ContactValues;
  messageMax: number;
}

/** The honeypot's name (the contracts' CONTACT_HONEYPOT_FIELD; contact-form.test.ts checks they agree). */
export const HONEYPOT_FIELD = 'website';

export const EMPTY_CONTACT_VALUES: ContactValues = {
  name: '',
  email: '',
  phone: '',
  topic: '',
  listingUrl: '',
  message: '',
};

/** The form's values from a submission: every field a string, unknown fields left out. */
export function contactValuesFrom(fields: Record<string, string>): ContactValues {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fields[field] ?? ''])) as ContactValues;
}
