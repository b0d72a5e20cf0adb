import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  contactMessageInputSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
} from '@carefinder/contracts';
import { describe, expect, it } from 'vitest';
import { WORDED } from './worded-messages';

const WORDED_ENGLISH = Object.keys(WORDED);

/** Every message a schema gives for these inputs. */
function refusals(schema: { safeParse: (input: unknown) => unknown }, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input) as { success: boolean; error?: { issues: { message: string }[] } };
    return result.error?.issues.map((issue) => issue.message) ?? [];
  });
}

const LONG = 'x'.repeat(6_000);

describe('the forms word in the page language', () => {
  it('each refusal by its own English (a key and its message cannot drift apart)', () => {
    for (const [english, descriptor] of Object.entries(WORDED)) expect(descriptor.message).toBe(english);
  });

  it('every refusal the guest forms’ schemas give', () => {
    const messages = [
      ...refusals(signupRequestSchema, [
        { email: 'not an address', password: 'short', firstName: ' ', lastName: '', phone: '1'.repeat(31) },
        { email: `${'a'.repeat(250)}@b.ng`, password: LONG, firstName: LONG, lastName: LONG },
        { email: 'a@b.ng', password: 'long enough', firstName: 'A\tB', lastName: 'B' },
      ]),
      ...refusals(loginRequestSchema, [{ email: 'a@b.ng', password: '' }]),
      ...refusals(resetPasswordRequestSchema, [{ token: 'abc', password: 'short' }]),
    ];
    expect(messages.length).toBeGreaterThan(8);
    for (const message of messages) expect(WORDED_ENGLISH).toContain(message);
  });

  it('every refusal the contact form’s schema gives', () => {
    const messages = refusals(contactMessageInputSchema, [
      { name: '', email: 'x', topic: 'nonsense', message: 'short', listingUrl: 'not a link' },
      { name: LONG, email: 'a@b.ng', topic: 'correct-listing', message: LONG },
      { name: 'A', email: 'a@b.ng', topic: 'question', message: 'long enough text', listingUrl: LONG },
    ]);
    expect(messages.length).toBeGreaterThan(6);
    for (const message of messages) expect(WORDED_ENGLISH).toContain(message);
  });

  it('the API’s refusals on those forms, as its sources write them', () => {
    const source = (path: string) =>
      readFileSync(
        fileURLToPath(new URL(`../../../../api/src/modules/${path}`, import.meta.url)),
        'utf8',
      ).replace(/' \+\s*'/g, '');
    const api = source('auth/service.ts') + source('auth/password-policy.ts');
    for (const text of [
      'The e-mail or password is incorrect.',
      'This account has been disabled.',
      'There have been too many failed attempts',
      'This link is not valid',
      'This password is too common',
      'Do not use the name CareFinder in your password.',
    ]) {
      const english = WORDED_ENGLISH.find((worded) => worded.startsWith(text));
      expect(english, text).toBeDefined();
      expect(api).toContain(english);
    }
  });
});
