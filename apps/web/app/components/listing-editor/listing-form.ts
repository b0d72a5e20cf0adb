import type { TaxonomyKind, TaxonomyTerm } from '@carefinder/contracts';
import type { FormErrors } from '~/lib/forms/form-errors';

/** A listing write (POST or PATCH body) and where each API path of it is on the form: the field's id. */
export interface ListingBody {
  body: Record<string, unknown>;
  fieldOf: (path: string) => string;
}

/** Entries of the curated lists, by kind, as the editor offers them. */
export type TermOptions = Partial<Record<TaxonomyKind, readonly TaxonomyTerm[]>>;

/** Trimmed text; '' for none. */
export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export const texts = (form: FormData, name: string) =>
  form.getAll(name).flatMap((value) => (typeof value === 'string' ? [value] : []));

/**
 * A number typed in a text box: null when empty; the text itself when it is not a number, so the API refuses
 * it with the contract's own message ("Latitude is a number from -90 to 90.") at the field's path.
 */
export function typedNumber(value: string): number | string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** The entries of a list that a listing carries, as a write refers to them. */
export const slugReferences = (slugs: readonly string[]) => slugs.map((slug) => ({ slug }));

/** The names of chosen entries, for comparing two versions of a listing. */
export function termNames(options: TermOptions, kind: TaxonomyKind, slugs: readonly string[]): string {
  const names = options[kind] ?? [];
  return slugs
    .map((slug) => names.find((term) => term.slug === slug)?.name ?? slug)
    .sort((a, b) => a.localeCompare(b))
    .join(', ');
}

/** Where `field` comes in the form: the position of the first entry of `order` it is or is inside. */
function rankOf(field: string, order: readonly string[]): number {
  const index = order.findIndex((prefix) => field === prefix || field.startsWith(`${prefix}.`));
  return index === -1 ? order.length : index;
}

/**
 * The API's refusal, on the form: each `errors[].path` (`phones.1`, `openingHours.2.close`,
 * `place.lga.slug`) on its field's id, the first message a field gets kept, in the order of the form's
 * fields (`order`: ids and id prefixes, top to bottom), so the error summary reads as the form does.
 */
export function errorsOnFields(
  errors: FormErrors,
  fieldOf: (path: string) => string,
  order: readonly string[],
): FormErrors {
  const placed: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors.fieldErrors)) placed[fieldOf(path)] ??= message;
  const fieldErrors = Object.fromEntries(
    Object.entries(placed).sort(
      ([a], [b]) => rankOf(a, order) - rankOf(b, order) || a.localeCompare(b, 'en', { numeric: true }),
    ),
  );
  return errors.formError ? { fieldErrors, formError: errors.formError } : { fieldErrors };
}

/** The languages box's text: the list, separated by commas. */
export const languagesText = (languages: readonly string[]) => languages.join(', ');

/** The languages typed, each trimmed, without empty ones. */
export const languageList = (text: string) =>
  text
    .split(',')
    .map((language) => language.trim())
    .filter(Boolean);
