import { PROBLEM_TYPES } from '@carefinder/contracts';
import { redirect } from 'react-router';
import { announceToast } from '~/lib/announced-toasts';
import {
  formErrorsFromApiError,
  apiProblemType,
  firstErrorMessage,
  type FormErrors,
} from '~/lib/forms/form-errors';
import {
  changeListing,
  readListing,
  type EditableListing,
  type ListingKind,
} from '~/components/listing-editor/listing-api';
import { closeListing, createListing } from './admin-listings-api';
import { errorsOnFields } from '~/components/listing-editor/listing-form';
import { LISTING_KINDS, type ListingValues } from './listing-kinds';
import { listingHref, listingSearchFrom } from './listing-search';

export type ListingIntent = 'create' | 'update' | 'close';

/**
 * What the page's action answers: done, or the errors to show on the editor's fields; when a change was
 * refused because someone saved the listing first (412), also the listing as it is now and the admin's own
 * values, so the page can show what changed and save again on top of it.
 */
export type ListingActionResult =
  | { ok: true; intent: ListingIntent }
  | { ok: false; intent: ListingIntent; errors: FormErrors; stale?: never }
  | {
      ok: false;
      intent: 'update';
      errors: FormErrors;
      stale: EditableListing;
      yours: ListingValues<ListingKind>;
    };

export const STALE_MESSAGE =
  'Someone changed this listing since you opened it. What they changed is below, and in the form unless you ' +
  'changed the same field: check it, then save again to apply your changes on top of theirs.';

export async function adminListingAction<Kind extends ListingKind>(
  kind: Kind,
  request: Request,
): Promise<ListingActionResult | Response> {
  const spec = LISTING_KINDS[kind] as (typeof LISTING_KINDS)[ListingKind];
  const form = await request.formData();
  const intent = form.get('intent');
  const search = listingSearchFrom(new URL(request.url).searchParams);
  const id = String(form.get('id') ?? '');
  const backToTable = listingHref(spec.path, { ...search, editor: null });

  if (intent === 'create' || intent === 'update') {
    const values = spec.valuesFrom(form) as ListingValues<Kind>;
    const { body, fieldOf } = (spec.body as (values: ListingValues<Kind>) => ReturnType<typeof spec.body>)(
      values,
    );
    const name = (spec.nameOf as (values: ListingValues<Kind>) => string)(values);
    try {
      if (intent === 'create') await createListing(kind, body);
      else await changeListing(kind, id, body, String(form.get('etag') ?? ''));
      announceToast({ type: 'success', message: `${name} is ${intent === 'create' ? 'added' : 'saved'}.` });
      return redirect(backToTable);
    } catch (error) {
      if (intent === 'update' && apiProblemType(error) === PROBLEM_TYPES.staleWrite) {
        const stale = await readListing(kind, id);
        return {
          ok: false,
          intent,
          errors: { fieldErrors: {}, formError: STALE_MESSAGE },
          stale,
          yours: values,
        };
      }
      return {
        ok: false,
        intent,
        errors: errorsOnFields(formErrorsFromApiError(error), fieldOf, spec.fieldOrder),
      };
    }
  }

  if (intent === 'close') {
    const name = String(form.get('name') ?? '');
    try {
      await closeListing(kind, id, String(form.get('etag') ?? ''));
      announceToast({
        type: 'success',
        message: `${name} is closed: it has left search, and its page says so. Change its status to reopen it.`,
      });
      return { ok: true, intent };
    } catch (error) {
      const errors = formErrorsFromApiError(error);
      announceToast({ type: 'error', title: 'Not closed', message: firstErrorMessage(errors) });
      return { ok: false, intent, errors };
    }
  }

  return { ok: false, intent: 'create', errors: { fieldErrors: {}, formError: 'Choose what to do.' } };
}
