import type { EmailMessage } from '../mail/service.ts';

interface Recipient {
  email: string;
  firstName: string;
}

export function verificationEmail(to: Recipient, link: string, validHours: number): EmailMessage {
  return {
    to: to.email,
    subject: 'Confirm your e-mail address for CareFinder',
    link,
    text: [
      `Hello ${to.firstName},`,
      '',
      'Please confirm your e-mail address for CareFinder by opening this link:',
      '',
      link,
      '',
      `The link works once and for ${validHours} hours. If you did not create a CareFinder account, ignore ` +
        'this e-mail.',
      '',
      'CareFinder',
    ].join('\n'),
  };
}

export function passwordResetEmail(to: Recipient, link: string, validMinutes: number): EmailMessage {
  return {
    to: to.email,
    subject: 'Reset your CareFinder password',
    link,
    text: [
      `Hello ${to.firstName},`,
      '',
      'Someone (we hope you) asked to reset the password of your CareFinder account. Choose a new password ' +
        'here:',
      '',
      link,
      '',
      `The link works once and for ${validMinutes} minutes. If you did not ask for it, ignore this e-mail: ` +
        'your password stays as it is.',
      '',
      'CareFinder',
    ].join('\n'),
  };
}

/** To an account's owner when someone signs up with its address (the sign-up answers as for a new one). */
export function accountExistsEmail(
  to: Recipient,
  links: { signIn: string; forgotPassword: string; verify: string | undefined },
): EmailMessage {
  return {
    to: to.email,
    subject: 'You already have a CareFinder account',
    link: links.verify ?? links.signIn,
    text: [
      `Hello ${to.firstName},`,
      '',
      'Someone (we hope you) tried to create a CareFinder account with this e-mail address. It already has ' +
        'one, so no new account was made and nothing in yours has changed.',
      '',
      ...(links.verify
        ? [
            'Your address is not confirmed yet. Confirm it with this link, which works once and for 24 hours:',
            '',
            links.verify,
            '',
          ]
        : []),
      `To sign in: ${links.signIn}`,
      `Forgot your password? Choose a new one: ${links.forgotPassword}`,
      '',
      'If it was not you, ignore this e-mail: nobody can use your account without your password.',
      '',
      'CareFinder',
    ].join('\n'),
  };
}

/** Sent once, when an address reaches its ceiling of failed sign-ins (decision 0009). */
export function signInPausedEmail(to: Recipient, forgotPasswordLink: string, failures: number): EmailMessage {
  return {
    to: to.email,
    subject: 'Signing in to your CareFinder account is paused',
    link: forgotPasswordLink,
    text: [
      `Hello ${to.firstName},`,
      '',
      `Someone has tried to sign in to your CareFinder account with a wrong password ${failures} times. To ` +
        'keep the account safe, signing in with its password is paused. Nobody has signed in with those ' +
        'attempts, and you stay signed in where you already are.',
      '',
      'To sign in again, choose a new password: ask for a reset link here and follow it.',
      '',
      forgotPasswordLink,
      '',
      'If it was you, the same steps open the account again.',
      '',
      'CareFinder',
    ].join('\n'),
  };
}
