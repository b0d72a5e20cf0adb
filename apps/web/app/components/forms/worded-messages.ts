import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  NETWORK_ERROR_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from '~/lib/forms/form-errors';

/**
 * The refusals the guest and contact forms can meet, in the page's language. The contracts' schemas and the
 * API word them in English; the forms show the translation of one they know, the English of any other.
 * Keyed by the exact English text: the web's own constants where it has them; worded-messages.test.ts
 * feeds the schemas bad input and reads the API's sources, so a reworded refusal is noticed.
 */
export const WORDED: Readonly<Record<string, MessageDescriptor>> = {
  'Enter a valid e-mail address.': msg`Enter a valid e-mail address.`,
  'An e-mail address is at most 254 characters.': msg`An e-mail address is at most 254 characters.`,
  'Enter your password.': msg`Enter your password.`,
  'Use at least 8 characters.': msg`Use at least 8 characters.`,
  'Use at most 128 characters.': msg`Use at most 128 characters.`,
  'Enter your first name.': msg`Enter your first name.`,
  'Enter your last name.': msg`Enter your last name.`,
  'Your first name is at most 100 characters.': msg`Your first name is at most 100 characters.`,
  'Your last name is at most 100 characters.': msg`Your last name is at most 100 characters.`,
  'A phone number is at most 30 characters.': msg`A phone number is at most 30 characters.`,
  'Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.': msg`Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.`,
  'The e-mail or password is incorrect.': msg`The e-mail or password is incorrect.`,
  'The current password is incorrect.': msg`The current password is incorrect.`,
  'The password is incorrect.': msg`The password is incorrect.`,
  'Your e-mail address is already confirmed.': msg`Your e-mail address is already confirmed.`,
  'This account has been disabled. Contact CareFinder support if you think this is a mistake.': msg`This account has been disabled. Contact CareFinder support if you think this is a mistake.`,
  'There have been too many failed attempts to sign in to this account, so signing in with its password is paused. To sign in again, choose “Forgot your password?” and follow the link we e-mail you.': msg`There have been too many failed attempts to sign in to this account, so signing in with its password is paused. To sign in again, choose “Forgot your password?” and follow the link we e-mail you.`,
  'This password is too common and easy to guess. Choose a longer or less predictable one.': msg`This password is too common and easy to guess. Choose a longer or less predictable one.`,
  'Do not make a password of one character repeated.': msg`Do not make a password of one character repeated.`,
  'Do not use the name CareFinder in your password.': msg`Do not use the name CareFinder in your password.`,
  'Do not use your e-mail address as your password.': msg`Do not use your e-mail address as your password.`,
  'This link is not valid: it has expired or has already been used. Ask for a new one.': msg`This link is not valid: it has expired or has already been used. Ask for a new one.`,
  'Paste the link or the code from the e-mail.': msg`Paste the link or the code from the e-mail.`,
  'Must be on one line (no line breaks or tabs).': msg`Must be on one line (no line breaks or tabs).`,
  'Enter your name.': msg`Enter your name.`,
  'Your name is at most 100 characters.': msg`Your name is at most 100 characters.`,
  'Write at least 10 characters.': msg`Write at least 10 characters.`,
  'Write at most 5,000 characters.': msg`Write at most 5,000 characters.`,
  'A link is at most 500 characters.': msg`A link is at most 500 characters.`,
  'Choose what your message is about.': msg`Choose what your message is about.`,
  'Enter the link of the listing to correct.': msg`Enter the link of the listing to correct.`,
  'Enter the link of the listing, e.g. https://carefinder.ng/facilities/…': msg`Enter the link of the listing, e.g. https://carefinder.ng/facilities/…`,
  [NETWORK_ERROR_MESSAGE]: msg`We could not reach CareFinder. Check your connection and try again.`,
  [UNEXPECTED_ERROR_MESSAGE]: msg`Something went wrong on our side. Please try again.`,
  [TOO_MANY_ATTEMPTS_MESSAGE]: msg`Too many attempts. Please wait a little and try again.`,
};

/**
 * A refusal in the page's language when the forms know it and the page loaded their catalog (the listing
 * pages' review forms do not), as the API or schema wrote it otherwise.
 */
export function useWordedMessage() {
  const { i18n } = useLingui();
  return (english: string) => {
    const descriptor = WORDED[english];
    return descriptor?.id && descriptor.id in i18n.messages ? i18n._(descriptor) : english;
  };
}
