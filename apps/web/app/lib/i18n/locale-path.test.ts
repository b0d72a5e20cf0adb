import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@carefinder/contracts';
import { localePath, splitLocale } from './locale-path';
import { LOCALES } from './locales';

it('serves the languages the contracts name', () => {
  expect(LOCALES).toEqual(LANGUAGES);
});

describe('localePath', () => {
  it('prefixes a translated page with its language, keeping query and fragment', () => {
    expect(localePath('ha', '/')).toBe('/ha');
    expect(localePath('pcm', '/?from=sms#top')).toBe('/pcm?from=sms#top');
  });

  it('keeps English, and pages not yet translated, bare', () => {
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('yo', '/admin/dashboard')).toBe('/admin/dashboard');
  });
});

describe('splitLocale', () => {
  it('reads the language prefix off a path', () => {
    expect(splitLocale('/ig')).toEqual({ locale: 'ig', path: '/' });
    expect(splitLocale('/yo/emergency-contacts')).toEqual({ locale: 'yo', path: '/emergency-contacts' });
  });

  it('reads English where there is no known prefix', () => {
    expect(splitLocale('/en/faq')).toEqual({ locale: 'en', path: '/en/faq' });
    expect(splitLocale('/blog')).toEqual({ locale: 'en', path: '/blog' });
  });
});
