import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@carefinder/contracts';

/** The 49,000 most common passwords (lowercase), shipped with the code. */
const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose a longer or less predictable one.';

/**
 * NIST SP 800-63B checks beyond the length the request schema already enforces: length counted in
 * characters (code points, so four emoji are not eight characters), and no password from the list of
 * common ones or made of the account's own e-mail address. Answers the reason to refuse, or undefined.
 */
export function passwordWeakness(password: string, context: { email?: string } = {}): string | undefined {
  const normalised = password.normalize('NFKC');
  if ([...normalised].length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  const lower = normalised.toLowerCase();
  if (commonPasswords.has(lower)) return COMMON_PASSWORD_MESSAGE;
  const email = context.email?.toLowerCase();
  if (email && (lower === email || lower === email.split('@', 1)[0]))
    return 'Do not use your e-mail address as your password.';
  return undefined;
}
