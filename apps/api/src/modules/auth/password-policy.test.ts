import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, passwordWeakness } from './password-policy.ts';

describe('passwordWeakness (NIST SP 800-63B)', () => {
  it.each([
    ['password', 'the most common password'],
    ['PASSWORD1', 'common without regard to case'],
    ['12345678', 'digits in order'],
    ['qwertyuiop', 'a keyboard row'],
    ['iloveyou', 'a common phrase'],
  ])('refuses %j (%s) as too common', (password) => {
    expect(passwordWeakness(password)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it.each([
    ['correct horse battery staple', 'a passphrase'],
    ['Ng-Lagos-Ikeja-2026!', 'long and unusual'],
    ['ọmọ-ọba-ẹkọ́ 9', 'non-ASCII characters count as characters'],
  ])('accepts %j (%s)', (password) => {
    expect(passwordWeakness(password)).toBeUndefined();
  });

  it('counts characters, not UTF-16 units: four emoji are four characters', () => {
    expect(passwordWeakness('🔒🔑🏥🇳')).toMatch(/at least 8 characters/);
  });

  it("refuses the account's own e-mail address or its local part", () => {
    expect(passwordWeakness('ada.obi@example.ng', { email: 'Ada.Obi@example.ng' })).toMatch(/e-mail/);
    expect(passwordWeakness('ada.obi.lagos', { email: 'ada.obi.lagos@example.ng' })).toMatch(/e-mail/);
  });

  it('refuses one character repeated', () => {
    expect(passwordWeakness('zzzzzzzzzzzz')).toMatch(/one character/);
    expect(passwordWeakness('ẹẹẹẹẹẹẹẹ')).toMatch(/one character/);
  });

  it.each(['carefinder123', 'My-CareFinder-2026', 'care finder lagos', 'care_finder!!'])(
    'refuses %j: it contains the name of the service',
    (password) => {
      expect(passwordWeakness(password)).toMatch(/CareFinder/);
    },
  );

  it("refuses a password containing the account's e-mail name, unless that name is very short", () => {
    expect(passwordWeakness('ngozi.adeyemi-2026', { email: 'ngozi.adeyemi@example.ng' })).toMatch(/e-mail/);
    expect(passwordWeakness('green plantain market 42', { email: 'ab@example.ng' })).toBeUndefined();
  });
});
