import { msg } from '@lingui/core/macro';
import { announceToast } from '~/lib/announced-toasts';
import { firstErrorMessage, formErrorsFromApiError } from '~/lib/forms/form-errors';
import { verifyEmail } from './auth-api';

/**
 * The token from a verification link, whether the visitor pasted the whole link or only the token.
 */
export function verificationTokenFrom(pasted: string): string {
  const text = pasted.trim();
  try {
    return new URL(text).searchParams.get('token')?.trim() || text;
  } catch {
    return text;
  }
}

/**
 * For a signed-in user opening the e-mail link: verify, then say how it went wherever they land (the toaster
 * says it in that page's language: these words are in the shell's catalog).
 */
export async function verifyEmailAndAnnounce(token: string): Promise<void> {
  try {
    await verifyEmail(token);
    announceToast({ type: 'success', message: msg`Your e-mail address is verified. Thank you.` });
  } catch (error) {
    const reason = firstErrorMessage(formErrorsFromApiError(error)) ?? 'The link is not valid.';
    announceToast({
      type: 'error',
      title: msg`We could not verify your e-mail address`,
      message: msg`${reason} You can send a new link from your dashboard.`,
    });
  }
}
