import parsePhoneNumber from 'libphonenumber-js/min';
import type { ProblemFieldError } from '@carefinder/contracts';
import { fieldProblem } from './problem.ts';

/** Numbers typed without a leading '+' are Nigerian (spec §5, §9). */
export const DEFAULT_COUNTRY_CALLING_CODE = '+234';

/**
 * Spec §5: whitespace removed, '+234' prefixed when there is no leading '+'. Answers the number in E.164
 * ('+2348031234567'), or undefined when it is not a valid number. The web client formats with the same
 * library and metadata, so what it shows as valid the API accepts.
 */
export function toE164(input: string): string | undefined {
  const compact = input.replace(/\s/g, '');
  const withCallingCode = compact.startsWith('+') ? compact : `${DEFAULT_COUNTRY_CALLING_CODE}${compact}`;
  // extract: false: text around a number ('0803 123 4567 (office)') is not a number.
  const phoneNumber = parsePhoneNumber(withCallingCode, { extract: false });
  return phoneNumber?.isValid() ? phoneNumber.number : undefined;
}

/** Spec §5 phone rule for an input field; an empty value means no phone, an invalid one is a 400 naming it. */
export function normalisePhone(phone: string | null | undefined, field = 'phone'): string | null {
  if (!phone?.trim()) return null;
  const e164 = toE164(phone);
  if (!e164)
    throw fieldProblem(400, field, 'Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.');
  return e164;
}

/**
 * Spec §5 for a listing's list of phones: each number normalised to E.164, blanks dropped, each number
 * once. A number the listing already has (`kept`) stays exactly as stored, valid or not: registry and demo
 * numbers were kept as typed, and a listing read and sent back unchanged must be accepted. Every other
 * number that is not valid is an error naming it by its place in the list (`phones.1`), for a 400.
 */
export function normalisePhones(
  phones: readonly string[],
  kept: readonly string[],
  field = 'phones',
): { phones: string[]; errors: ProblemFieldError[] } {
  const normalised: string[] = [];
  const errors: ProblemFieldError[] = [];
  phones.forEach((phone, index) => {
    if (!phone.trim()) return;
    const number = kept.includes(phone) ? phone : toE164(phone);
    if (number === undefined)
      errors.push({
        path: `${field}.${index}`,
        message: 'Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.',
      });
    else if (!normalised.includes(number)) normalised.push(number);
  });
  return { phones: normalised, errors };
}
