import { listingClaimInputSchema, type ListingClaimKind } from '@carefinder/contracts';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { validateWith } from '~/lib/forms/form-errors';
import { submitClaim } from './claims-api';

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
