import { affiliationRequestInputSchema, listingClaimDecisionSchema } from '@carefinder/contracts';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { validateWith } from '~/lib/forms/form-errors';
import { askToBeListed, decideAffiliationRequest } from './affiliation-api';

export const ASK_AFFILIATION_INTENT = 'ask-affiliation';
export const DECIDE_AFFILIATION_INTENT = 'decide-affiliation';

/** The provider dashboard's "Ask to be listed here" (the chosen facility is the button pressed). */
export async function askAffiliationAction(form: FormData): Promise<FormActionResult> {
  const { providerId = '', facilityId = '', message } = formFields(form);
  const input = validateWith(affiliationRequestInputSchema, { facilityId, ...(message ? { message } : {}) });
  if (!input.ok) return input;
  const result = await submitToApi(async () => {
    const asked = await askToBeListed(providerId, input.data);
    return `Asked: ${asked.facility.name} will answer, and we will e-mail you.`;
  });
  if (result.ok) announceToast({ type: 'success', message: result.message ?? 'Asked.' });
  return result;
}

/** The facility dashboard's answer to a doctor: approve, or decline saying why. */
export async function decideAffiliationAction(form: FormData): Promise<FormActionResult> {
  const { requestId = '', status, reason, providerName } = formFields(form);
  const input = validateWith(listingClaimDecisionSchema, { status, ...(reason ? { reason } : {}) });
  if (!input.ok) return input;
  const result = await submitToApi(async () => {
    await decideAffiliationRequest(requestId, input.data);
    const who = providerName || 'The doctor';
    return input.data.status === 'approved'
      ? `${who} is listed at your facility now.`
      : `${who} is not listed; we told them why.`;
  });
  if (result.ok) announceToast({ type: 'success', message: result.message ?? 'Done.' });
  return result;
}
