import type { Language } from '@carefinder/contracts';
import { emailI18n } from '../../lib/message-catalogs.ts';
import type { EmailMessage } from '../mail/service.ts';

/** An account's owner, written to in the account's language. */
interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

// Each message's id is its English text (lib/message-catalogs.ts); `npm run i18n:extract -w apps/api` finds them.

export async function verificationEmail(
  to: Recipient,
  link: string,
  validHours: number,
): Promise<EmailMessage> {
  const i18n = await emailI18n(to.language);
  return {
    to: to.email,
    subject: i18n._({ id: 'Confirm your e-mail address for CareFinder' }),
    link,
    text: [
      i18n._({ id: 'Hello {name},', values: { name: to.firstName } }),
      '',
      i18n._({ id: 'Please confirm your e-mail address for CareFinder by opening this link:' }),
      '',
      link,
      '',
      i18n._({
        id: 'The link works once and for {hours} hours. If you did not create a CareFinder account, ignore this e-mail.',
        values: { hours: validHours },
      }),
      '',
      'CareFinder',
    ].join('\n'),
  };
}

export async function passwordResetEmail(
  to: Recipient,
  link: string,
  validMinutes: number,
): Promise<EmailMessage> {
  const i18n = await emailI18n(to.language);
  return {
    to: to.email,
    subject: i18n._({ id: 'Reset your CareFinder password' }),
    link,
    text: [
      i18n._({ id: 'Hello {name},', values: { name: to.firstName } }),
      '',
      i18n._({
        id: 'Someone (we hope you) asked to reset the password of your CareFinder account. Choose a new password here:',
      }),
      '',
      link,
      '',
      i18n._({
        id: 'The link works once and for {minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
        values: { minutes: validMinutes },
      }),
      '',
      'CareFinder',
    ].join('\n'),
  };
}

/** To an account's owner when someone signs up with its address (the sign-up answers as for a new one). */
export async function accountExistsEmail(
  to: Recipient,
  links: { signIn: string; forgotPassword: string; verify: string | undefined },
): Promise<EmailMessage> {
  const i18n = await emailI18n(to.language);
  return {
    to: to.email,
    subject: i18n._({ id: 'You already have a CareFinder account' }),
    link: links.verify ?? links.signIn,
    text: [
      i18n._({ id: 'Hello {name},', values: { name: to.firstName } }),
      '',
      i18n._({
        id: 'Someone (we hope you) tried to create a CareFinder account with this e-mail address. It already has one, so no new account was made and nothing in yours has changed.',
      }),
      '',
      ...(links.verify
        ? [
            i18n._({
              id: 'Your address is not confirmed yet. Confirm it with this link, which works once and for 24 hours:',
            }),
            '',
            links.verify,
            '',
          ]
        : []),
      i18n._({ id: 'To sign in: {link}', values: { link: links.signIn } }),
      i18n._({
        id: 'Forgot your password? Choose a new one: {link}',
        values: { link: links.forgotPassword },
      }),
      '',
      i18n._({
        id: 'If it was not you, ignore this e-mail: nobody can use your account without your password.',
      }),
      '',
      'CareFinder',
    ].join('\n'),
  };
}

/** Sent once, when an address reaches its ceiling of failed sign-ins (decision 0009). */
export async function signInPausedEmail(
  to: Recipient,
  forgotPasswordLink: string,
  failures: number,
): Promise<EmailMessage> {
  const i18n = await emailI18n(to.language);
  return {
    to: to.email,
    subject: i18n._({ id: 'Signing in to your CareFinder account is paused' }),
    link: forgotPasswordLink,
    text: [
      i18n._({ id: 'Hello {name},', values: { name: to.firstName } }),
      '',
      i18n._({
        id: 'Someone has tried to sign in to your CareFinder account with a wrong password {failures} times. To keep the account safe, signing in with its password is paused. Nobody has signed in with those attempts, and you stay signed in where you already are.',
        values: { failures },
      }),
      '',
      i18n._({ id: 'To sign in again, choose a new password: ask for a reset link here and follow it.' }),
      '',
      forgotPasswordLink,
      '',
      i18n._({ id: 'If it was you, the same steps open the account again.' }),
      '',
      'CareFinder',
    ].join('\n'),
  };
}
