import parsePhoneNumber from 'libphonenumber-js/min';

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
