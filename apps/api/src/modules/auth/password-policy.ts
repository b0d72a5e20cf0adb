import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@carefinder/contracts';

/** The 49,000 most common passwords (lowercase), shipped with the code. */
const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose a longer or less predictable one.';

/** The service's own name, however it is spaced: the first word an attacker tries (NIST's context words). */
const SERVICE_NAME = /care[\s._-]*finder/;
/** An e-mail name this short (e.g. "ab") would refuse too much when found inside a password. */
const MIN_EMAIL_NAME_IN_PASSWORD = 4;

/**
 * NIST SP 800-63B checks beyond the length the request schema already enforces: length counted in
 * characters (code points, so four emoji are not eight characters), and no password from the list of
 * common ones, made of one repeated character, or containing context-specific words (the service's name,
 * the account's own e-mail address or its name part). Answers the reason to refuse, or undefined.
 */
export function passwordWeakness(password: string, context: { email?: string } = {}): string | undefined {
  const normalised = password.normalize('NFKC');
  if ([...normalised].length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  const lower = normalised.toLowerCase();
  if (commonPasswords.has(lower)) return COMMON_PASSWORD_MESSAGE;
  if (new Set(lower).size === 1) return 'Do not make a password of one character repeated.';
  if (SERVICE_NAME.test(lower)) return 'Do not use the name CareFinder in your password.';
  const email = context.email?.toLowerCase();
  const emailName = email?.split('@', 1)[0] ?? '';
  if (
    email &&
    (lower.includes(email) || (emailName.length >= MIN_EMAIL_NAME_IN_PASSWORD && lower.includes(emailName)))
  )
    return 'Do not use your e-mail address as your password.';
  return undefined;
}
