import {
  listingClaimInputSchema,
  newProfileClaimInputSchema,
  type ListingClaimKind,
} from '@carefinder/contracts';
import { errorsOnFields, slugReferences, text, texts } from '~/components/listing-editor/listing-form';
import {
  placeBody,
  placeField,
  placeFieldOrder,
  placeValuesFrom,
} from '~/components/listing-editor/place-values';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { validateWith } from '~/lib/forms/form-errors';
import { submitClaim, submitProfileClaim } from './claims-api';

export const CLAIM_SENT_MESSAGE = 'Your request is sent. We will e-mail you when it is decided.';

/** The claim form's client action: validated with the contract, then POSTed; API refusals become its errors. */
export async function claimAction(
  kind: ListingClaimKind,
  id: string,
  request: Request,
): Promise<FormActionResult> {
  const input = validateWith(listingClaimInputSchema, formFields(await request.formData()));
  if (!input.ok) return input;
  return submitToApi(async () => {
    await submitClaim(kind, id, input.data);
    announceToast({ type: 'success', message: CLAIM_SENT_MESSAGE });
    return CLAIM_SENT_MESSAGE;
  });
}

/** The fields of "List yourself as a doctor", top to bottom: the error summary's order. */
export const NEW_PROFILE_FIELD_ORDER = [
  'firstName',
  'lastName',
  'title',
  'specialties',
  'registrationNumber',
  ...placeFieldOrder({ withWard: false }),
  'message',
];

/** An error's path (specialties.0.slug, place.state.alias) as the field that shows it. */
function newProfileFieldOf(path: string): string {
  const [head = '', part] = path.split('.');
  return head === 'place' ? placeField(part, { withWard: false }) : head;
}

/** "List yourself as a doctor": the proposed profile, checked with the contract, then POSTed. */
export async function newProfileClaimAction(request: Request): Promise<FormActionResult> {
  const form = await request.formData();
  const body = {
    title: text(form, 'title'),
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    specialties: slugReferences(texts(form, 'specialties')),
    registrationNumber: text(form, 'registrationNumber'),
    place: placeBody(placeValuesFrom(form)),
    message: text(form, 'message'),
  };
  const placed = (result: FormActionResult): FormActionResult =>
    result.ok
      ? result
      : { ok: false, errors: errorsOnFields(result.errors, newProfileFieldOf, NEW_PROFILE_FIELD_ORDER) };
  const input = validateWith(newProfileClaimInputSchema, body);
  if (!input.ok) return placed(input);
  return placed(
    await submitToApi(async () => {
      await submitProfileClaim(input.data);
      announceToast({ type: 'success', message: CLAIM_SENT_MESSAGE });
      return CLAIM_SENT_MESSAGE;
    }),
  );
}
