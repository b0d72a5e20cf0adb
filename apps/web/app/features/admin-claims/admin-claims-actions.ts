import { listingClaimDecisionSchema, PROBLEM_TYPES } from '@carefinder/contracts';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { apiProblemType, validateWith } from '~/lib/forms/form-errors';
import { decideClaim } from './admin-claims-api';

export const STALE_CLAIM_MESSAGE =
  'Another administrator decided this request meanwhile. It now shows as they left it.';

/**
 * The decision form: `status` approved or rejected (a rejection needs the `reason`, which the claimant is
 * e-mailed), with the ETag read with the request. Errors stay at the form; the page is read again after.
 */
export async function adminClaimsAction(request: Request): Promise<FormActionResult> {
  const { claimId = '', etag = '', status, reason = '' } = formFields(await request.formData());
  const validated = validateWith(listingClaimDecisionSchema, {
    status,
    ...(reason.trim() ? { reason } : {}),
  });
  if (!validated.ok) return validated;
  let stale = false;
  const result = await submitToApi(async () => {
    try {
      const claim = await decideClaim(claimId, validated.data, etag);
      return claim.status === 'approved'
        ? `Approved: ${claim.claimant.name} can now manage ${claim.listing.name}. They were e-mailed.`
        : `Rejected: ${claim.claimant.name} was e-mailed the reason.`;
    } catch (error) {
      stale = apiProblemType(error) === PROBLEM_TYPES.staleWrite;
      throw error;
    }
  });
  if (result.ok) announceToast({ type: 'success', message: result.message });
  if (stale) return { ok: false, errors: { fieldErrors: {}, formError: STALE_CLAIM_MESSAGE } };
  return result;
}
