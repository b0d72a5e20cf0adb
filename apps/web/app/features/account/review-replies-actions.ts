import { reviewReplySchema } from '@carefinder/contracts';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { validateWith } from '~/lib/forms/form-errors';
import { removeReply, saveReply } from './review-replies-api';

export const REPLY_INTENT = 'reply';
export const REMOVE_REPLY_INTENT = 'remove-reply';

/** An owner's dashboard form under a review: reply (or change the reply), or remove the reply. */
export async function reviewReplyAction(form: FormData): Promise<FormActionResult & { intent: string }> {
  const fields = formFields(form);
  const reviewId = fields.reviewId ?? '';
  if (fields.intent === REMOVE_REPLY_INTENT) {
    const result = await submitToApi(async () => {
      await removeReply(reviewId);
      return 'Your reply is removed.';
    });
    if (result.ok) announceToast({ type: 'success', message: result.message ?? 'Removed.' });
    return { ...result, intent: REMOVE_REPLY_INTENT };
  }
  const input = validateWith(reviewReplySchema, { reply: fields.reply ?? '' });
  if (!input.ok) return { ...input, intent: REPLY_INTENT };
  const result = await submitToApi(async () => {
    await saveReply(reviewId, input.data.reply);
    return 'Your reply is published under the review.';
  });
  if (result.ok) announceToast({ type: 'success', message: result.message ?? 'Published.' });
  return { ...result, intent: REPLY_INTENT };
}
