import {
  listingClaimInputSchema,
  newProfileClaimInputSchema,
  type ListingClaimKind,
} from '@carefinder/contracts';
import { errorsOnFields, text } from '~/components/listing-editor/listing-form';
import { providerForm } from '~/components/listing-editor/provider-form';
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

/** "List yourself as a doctor": the provider editor's form, for the fields a proposed profile has. */
const newProfileForm = providerForm([
  'firstName',
  'lastName',
  'title',
  'registrationNumber',
  'specialties',
  'place',
]);
const NEW_PROFILE_FIELD_ORDER = [...newProfileForm.fieldOrder, 'message'];

/** "List yourself as a doctor": the proposed profile, checked with the contract, then POSTed. */
export async function newProfileClaimAction(request: Request): Promise<FormActionResult> {
  const form = await request.formData();
  const { body, fieldOf } = newProfileForm.body(newProfileForm.valuesFrom(form));
  const placed = (result: FormActionResult): FormActionResult =>
    result.ok
      ? result
      : { ok: false, errors: errorsOnFields(result.errors, fieldOf, NEW_PROFILE_FIELD_ORDER) };
  const input = validateWith(newProfileClaimInputSchema, { ...body, message: text(form, 'message') });
  if (!input.ok) return placed(input);
  return placed(
    await submitToApi(async () => {
      await submitProfileClaim(input.data);
      announceToast({ type: 'success', message: CLAIM_SENT_MESSAGE });
      return CLAIM_SENT_MESSAGE;
    }),
  );
}
