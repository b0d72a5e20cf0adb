import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_CALLING_CODE, formatPhoneNumber, toPhoneLink, toTelHref } from './phone';

describe('DEFAULT_COUNTRY_CALLING_CODE', () => {
  it('is Nigeria', () => {
    expect(DEFAULT_COUNTRY_CALLING_CODE).toBe('+234');
  });
});

// '0803…' becomes '+2340803…'; libphonenumber drops the national trunk prefix 0 after +234,
// so local numbers typed with their leading 0 are still recognised.
const cases: ReadonlyArray<{ input: string; formatted: string; telHref: string | null; why: string }> = [
  {
    input: '803 123 4567',
    formatted: '+234 803 123 4567',
    telHref: 'tel:+2348031234567',
    why: 'no +: +234 added',
  },
  {
    input: '08031234567',
    formatted: '+234 803 123 4567',
    telHref: 'tel:+2348031234567',
    why: 'trunk 0 dropped',
  },
  {
    input: '0803 123 4567',
    formatted: '+234 803 123 4567',
    telHref: 'tel:+2348031234567',
    why: 'spaces removed',
  },
  {
    input: ' 0803\t123\u00a04567 ',
    formatted: '+234 803 123 4567',
    telHref: 'tel:+2348031234567',
    why: 'any whitespace',
  },
  { input: '+2348031234567', formatted: '+234 803 123 4567', telHref: 'tel:+2348031234567', why: 'E.164' },
  {
    input: '+234 (803) 123-4567',
    formatted: '+234 803 123 4567',
    telHref: 'tel:+2348031234567',
    why: 'punctuation',
  },
  {
    input: '0201 234 5678',
    formatted: '+234 201 234 5678',
    telHref: 'tel:+2342012345678',
    why: 'Lagos landline',
  },
  {
    input: '+44 20 7946 0958',
    formatted: '+44 20 7946 0958',
    telHref: 'tel:+442079460958',
    why: 'foreign number',
  },
  { input: '442079460958', formatted: '442079460958', telHref: null, why: 'no +: read as Nigerian, invalid' },
  { input: '0803 123 456', formatted: '0803 123 456', telHref: null, why: 'too short: kept as typed' },
  {
    input: '0803 123 4567 (office)',
    formatted: '0803 123 4567 (office)',
    telHref: null,
    why: 'trailing text',
  },
  { input: 'abc', formatted: 'abc', telHref: null, why: 'not a number' },
  { input: '+234', formatted: '+234', telHref: null, why: 'calling code only' },
  { input: '', formatted: '', telHref: null, why: 'empty' },
];

describe('formatPhoneNumber', () => {
  it.each(cases)('$why: "$input" → "$formatted"', ({ input, formatted }) => {
    expect(formatPhoneNumber(input)).toBe(formatted);
  });
});

describe('toTelHref', () => {
  it.each(cases)('$why: "$input" → $telHref', ({ input, telHref }) => {
    expect(toTelHref(input)).toBe(telHref);
  });

  it('keeps an extension in RFC 3966 form', () => {
    expect(toTelHref('0803 123 4567 ext. 12')).toBe('tel:+2348031234567;ext=12');
  });
});

describe('toPhoneLink', () => {
  it('formats a valid number and links it', () => {
    expect(toPhoneLink('0803 123 4567')).toEqual({
      display: '+234 803 123 4567',
      href: 'tel:+2348031234567',
    });
  });

  it('keeps an invalid number (the demo data has only such) as typed, without a link', () => {
    expect(toPhoneLink('0555 664 2477')).toEqual({ display: '0555 664 2477', href: null });
  });
});
