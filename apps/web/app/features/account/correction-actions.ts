import { listingClaimDecisionSchema } from '@carefinder/contracts';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { validateWith } from '~/lib/forms/form-errors';
import { decideListingCorrection } from './correction-api';

export const DECIDE_CORRECTION_INTENT = 'decide-correction';

/** A dashboard's answer to a visitor's correction: accept it (the listing changes), or reject it saying why. */
export async function decideCorrectionAction(form: FormData): Promise<FormActionResult> {
  const { listingKind, listingId = '', correctionId = '', etag = '', status, reason } = formFields(form);
  const input = validateWith(listingClaimDecisionSchema, { status, ...(reason ? { reason } : {}) });
  if (!input.ok) return input;
  const kind = listingKind === 'providers' ? 'providers' : 'facilities';
  const result = await submitToApi(async () => {
    await decideListingCorrection({ kind, id: listingId }, { id: correctionId, etag }, input.data);
    return input.data.status === 'approved'
      ? 'Accepted: your listing says so now.'
      : 'Rejected: your listing stays as it is.';
  });
  if (result.ok) announceToast({ type: 'success', message: result.message ?? 'Done.' });
  return result;
}
