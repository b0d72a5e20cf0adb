import { listingClaimDecisionSchema, PROBLEM_TYPES } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { announceToast } from '~/lib/announced-toasts';
import { submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { apiProblemType, validateWith } from '~/lib/forms/form-errors';

/**
 * The intent that decides a request opened in the back office (a claim, a facility's move): `status`
 * approved or rejected (a rejection needs the `reason`), PATCHed to `api`/{id} with the ETag read with it.
 * Errors stay at the form; the page is read again after. When another administrator decided first, the form
 * says so (`stale`).
 */
export function decisionIntent<Entry>({
  api,
  stale,
  decided,
}: {
  api: string;
  stale: string;
  /** The toast once decided. */
  decided: (entry: Entry) => string;
}) {
  return async ({
    id = '',
    etag = '',
    status,
    reason = '',
  }: Record<string, string>): Promise<FormActionResult> => {
    const validated = validateWith(listingClaimDecisionSchema, {
      status,
      ...(reason.trim() ? { reason } : {}),
    });
    if (!validated.ok) return validated;
    let refusedAsStale = false;
    const result = await submitToApi(async () => {
      try {
        const { data } = await getBrowserApiClient().patch<Entry>(
          `${api}/${encodeURIComponent(id)}`,
          validated.data,
          { headers: { 'if-match': etag } },
        );
        return decided(data);
      } catch (error) {
        refusedAsStale = apiProblemType(error) === PROBLEM_TYPES.staleWrite;
        throw error;
      }
    });
    if (result.ok) announceToast({ type: 'success', message: result.message });
    return refusedAsStale ? { ok: false, errors: { fieldErrors: {}, formError: stale } } : result;
  };
}
