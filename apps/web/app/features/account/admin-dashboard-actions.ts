import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { moderateReview } from './admin-dashboard-api';

/** The dashboard's moderation forms: hide a reported review with a reason, or keep it published. */
export async function adminDashboardAction(
  request: Request,
): Promise<FormActionResult & { reviewId: string }> {
  const { intent, reviewId = '', reason = '' } = formFields(await request.formData());
  const hide = intent === 'hide';
  const result = await submitToApi(async () => {
    await moderateReview(reviewId, { status: hide ? 'hidden' : 'published', reason: reason.trim() });
    return hide
      ? 'The review is hidden. Its author sees why.'
      : 'The review stays published; its reports are dismissed.';
  });
  if (result.ok) announceToast({ type: 'success', message: result.message ?? 'Done.' });
  return { ...result, reviewId };
}
