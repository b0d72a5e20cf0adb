import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';

describe('toE164 (spec §5 phone rule)', () => {
  it.each([
    ['803 123 4567', '+2348031234567', 'no leading +: +234 added'],
    ['08031234567', '+2348031234567', 'the trunk 0 after +234 is dropped'],
    [' 0803\t123\u00a04567 ', '+2348031234567', 'any whitespace removed'],
    ['+2348031234567', '+2348031234567', 'already E.164'],
    ['+234 (803) 123-4567', '+2348031234567', 'punctuation of a written number'],
    ['+44 7911 123456', '+447911123456', 'another country keeps its own code'],
  ])('%j becomes %s (%s)', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each([
    ['12345', 'too short'],
    ['0803 123 4567 (office)', 'text around the number'],
    ['+234803123456a', 'letters'],
    ['', 'empty'],
    ['4471911123456', 'a foreign number typed without + is read as Nigerian, and is not one'],
  ])('refuses %j (%s)', (input) => {
    expect(toE164(input)).toBeUndefined();
  });
});
