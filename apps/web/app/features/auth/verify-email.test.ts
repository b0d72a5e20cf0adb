import { describe, expect, it } from 'vitest';
import { verificationTokenFrom } from './verify-email';

describe('verificationTokenFrom', () => {
  it.each([
    ['the whole link', 'https://carefinder.ng/verify-token?token=abc-DEF_123', 'abc-DEF_123'],
    ['the link with spaces around it', '  https://carefinder.ng/verify-token?token=abc\n', 'abc'],
    ['only the token', 'abc-DEF_123', 'abc-DEF_123'],
    [
      'a link without a token: kept as typed, so the server says it is invalid',
      'https://carefinder.ng/',
      'https://carefinder.ng/',
    ],
    ['nothing', '   ', ''],
  ])('%s', (_label, pasted, token) => {
    expect(verificationTokenFrom(pasted)).toBe(token);
  });
});
