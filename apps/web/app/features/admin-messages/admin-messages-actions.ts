import { contactReplyInputSchema, PROBLEM_TYPES } from '@carefinder/contracts';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { apiProblemType, firstErrorMessage, validateWith } from '~/lib/forms/form-errors';
import { answerMessage, setMessageStatus } from './admin-messages-api';

const STALE_MESSAGE =
  'Someone else changed this message meanwhile. It now shows as they left it; decide again if need be.';

/**
 * The inbox's two forms: `answer` (the reply's `body`, e-mailed to the sender) and `status` (close or
 * reopen, with the ETag read with the message). An answer's errors stay at its form; the outcome of a
 * close or reopen is a toast.
 */
export async function adminMessagesAction(request: Request): Promise<FormActionResult> {
  const { intent, messageId = '', body = '', status, etag = '' } = formFields(await request.formData());

  if (intent === 'answer') {
    const validated = validateWith(contactReplyInputSchema, { body });
    if (!validated.ok) return validated;
    const result = await submitToApi(async () => {
      const message = await answerMessage(messageId, validated.data.body);
      return `Your answer was e-mailed to ${message.email}.`;
    });
    if (result.ok) announceToast({ type: 'success', message: result.message });
    return result;
  }

  if (intent === 'status' && (status === 'open' || status === 'closed')) {
    let stale = false;
    const result = await submitToApi(async () => {
      try {
        await setMessageStatus(messageId, status, etag);
      } catch (error) {
        stale = apiProblemType(error) === PROBLEM_TYPES.staleWrite;
        throw error;
      }
      return status === 'closed' ? 'The message is closed.' : 'The message is open again.';
    });
    announceToast(
      result.ok
        ? { type: 'success', message: result.message }
        : {
            type: 'error',
            title: 'Not changed',
            message: stale ? STALE_MESSAGE : firstErrorMessage(result.errors),
          },
    );
    return result.ok ? result : { ok: false, errors: { fieldErrors: {} } };
  }

  return { ok: false, errors: { fieldErrors: {}, formError: 'Choose what to do with the message.' } };
}
