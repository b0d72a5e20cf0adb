import { announceToast } from '~/lib/announced-toasts';
import { firstErrorMessage, formErrorsFromApiError } from '~/lib/forms/form-errors';
import { verifyEmail } from './auth-api';

export const EMAIL_VERIFIED_MESSAGE = 'Your e-mail address is verified. Thank you.';

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

/** For a signed-in user opening the e-mail link: verify, then say how it went wherever they land. */
export async function verifyEmailAndAnnounce(token: string): Promise<void> {
  try {
    await verifyEmail(token);
    announceToast({ type: 'success', message: EMAIL_VERIFIED_MESSAGE });
  } catch (error) {
    const reason = firstErrorMessage(formErrorsFromApiError(error)) ?? 'The link is not valid.';
    announceToast({
      type: 'error',
      title: 'We could not verify your e-mail address',
      message: `${reason} You can send a new link from your dashboard.`,
    });
  }
}
