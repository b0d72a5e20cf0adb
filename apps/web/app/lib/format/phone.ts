import parsePhoneNumber from 'libphonenumber-js/min';
import type { PhoneNumber } from 'libphonenumber-js/min';

/** Numbers typed without a leading '+' are assumed to be Nigerian. */
export const DEFAULT_COUNTRY_CALLING_CODE = '+234';

const WHITESPACE = /\s/g;

function withCallingCode(input: string): string {
  const compact = input.replace(WHITESPACE, '');
  return compact.startsWith('+') ? compact : `${DEFAULT_COUNTRY_CALLING_CODE}${compact}`;
}

function parseValidPhoneNumber(input: string): PhoneNumber | undefined {
  // extract: false — text around a number ('0803 123 4567 (office)') must not pass as valid.
  const phoneNumber = parsePhoneNumber(withCallingCode(input), { extract: false });
  return phoneNumber?.isValid() ? phoneNumber : undefined;
}

/**
 * A valid number in international format ('+234 803 123 4567'); anything else exactly as typed,
 * so a listing never shows a "corrected" number that differs from what the provider entered.
 */
export function formatPhoneNumber(input: string): string {
  return parseValidPhoneNumber(input)?.formatInternational() ?? input;
}

/** An RFC 3966 `tel:` href in E.164 form ('tel:+2348031234567'), or null when the number is not valid. */
export function toTelHref(input: string): string | null {
  return parseValidPhoneNumber(input)?.getURI() ?? null;
}

/** A phone number as a page shows it: formatted per spec §5, with a `tel:` href only when it is valid. */
export interface PhoneLink {
  display: string;
  href: string | null;
}

/**
 * For server loaders: pages get numbers already formatted, so libphonenumber's metadata never reaches
 * the browser bundle of a public page.
 */
export function toPhoneLink(input: string): PhoneLink {
  return { display: formatPhoneNumber(input), href: toTelHref(input) };
}
