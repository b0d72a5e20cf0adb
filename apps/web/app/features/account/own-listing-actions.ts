import { PROBLEM_TYPES } from '@carefinder/contracts';
import { errorsOnFields, type ListingBody } from '~/components/listing-editor/listing-form';
import { announceToast } from '~/lib/announced-toasts';
import { apiProblemType, formErrorsFromApiError, type FormErrors } from '~/lib/forms/form-errors';

export const SAVE_LISTING_INTENT = 'save-listing';

/**
 * What saving an owner's listing (their facility, their profile) answers: done, or the errors at their
 * fields; when someone saved it first (412), also the listing as it is now (`stale`) and the owner's own
 * values, to show what changed and save again on top of it.
 */
export type OwnListingResult<Current, Values> =
  | { ok: true; intent: typeof SAVE_LISTING_INTENT }
  | { ok: false; intent: typeof SAVE_LISTING_INTENT; errors: FormErrors; stale?: never }
  | { ok: false; intent: typeof SAVE_LISTING_INTENT; errors: FormErrors; stale: Current; yours: Values };

/** How one kind of owner's listing is saved. */
export interface OwnListingSave<Current, Values> {
  valuesFrom: (form: FormData) => Values;
  body: (values: Values) => ListingBody;
  /** The form's fields, top to bottom (the error summary's order). */
  fieldOrder: readonly string[];
  save: (id: string, body: Record<string, unknown>, etag: string) => Promise<unknown>;
  read: (id: string) => Promise<Current>;
  /** What the owner is told once saved; a function when it depends on what the API kept of the body. */
  savedMessage: string | ((body: Record<string, unknown>, saved: unknown) => string);
  staleMessage: string;
}

/** Saves the posted form (`id`, `etag` and the fields) on the version it was read at (If-Match). */
export async function saveOwnListing<Current, Values>(
  form: FormData,
  kind: OwnListingSave<Current, Values>,
): Promise<OwnListingResult<Current, Values>> {
  const id = String(form.get('id') ?? '');
  const values = kind.valuesFrom(form);
  const { body, fieldOf } = kind.body(values);
  try {
    const saved = await kind.save(id, body, String(form.get('etag') ?? ''));
    const message =
      typeof kind.savedMessage === 'string' ? kind.savedMessage : kind.savedMessage(body, saved);
    announceToast({ type: 'success', message });
    return { ok: true, intent: SAVE_LISTING_INTENT };
  } catch (error) {
    if (apiProblemType(error) === PROBLEM_TYPES.staleWrite) {
      return {
        ok: false,
        intent: SAVE_LISTING_INTENT,
        errors: { fieldErrors: {}, formError: kind.staleMessage },
        stale: await kind.read(id),
        yours: values,
      };
    }
    return {
      ok: false,
      intent: SAVE_LISTING_INTENT,
      errors: errorsOnFields(formErrorsFromApiError(error), fieldOf, kind.fieldOrder),
    };
  }
}
