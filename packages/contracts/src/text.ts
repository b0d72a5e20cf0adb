import { z } from 'zod';

/**
 * Control characters no text we store may hold: PostgreSQL refuses NUL outright, and the rest (all of C0
 * but tab, line feed and carriage return, and DEL) only ever arrive by mistake or by attack.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/**
 * Half of a UTF-16 surrogate pair on its own (`"\ud800"` in JSON): not a character, and PostgreSQL's jsonb
 * refuses it. With the `u` flag a whole pair is one code point, so only lone halves match. The API's body
 * reader turns bytes that are not UTF-8 into one too, so they are named by this rule as well.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export const CONTROL_CHARACTER_MESSAGE =
  'Must not contain control characters (only tab and new lines are allowed).';
export const NOT_UNICODE_MESSAGE =
  'Must be valid Unicode text: it holds a lone surrogate or bytes that are not UTF-8.';

/** A string that breaks the text rule: where it is, and why. */
export interface TextProblem {
  path: (string | number)[];
  message: string;
}

/** Every string, at any depth of a value, that is not valid Unicode or holds a refused control character. */
export function textProblems(value: unknown): TextProblem[] {
  const problems: TextProblem[] = [];
  const visit = (current: unknown, path: (string | number)[], depth: number) => {
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) problems.push({ path, message: NOT_UNICODE_MESSAGE });
      else if (CONTROL_CHARACTER.test(current)) problems.push({ path, message: CONTROL_CHARACTER_MESSAGE });
      return;
    }
    if (depth > 32 || current === null || typeof current !== 'object') return;
    const isArray = Array.isArray(current);
    for (const [key, item] of Object.entries(current)) {
      // A field's name is text the client sent too (an unknown one is refused by name).
      if (!isArray && LONE_SURROGATE.test(key))
        problems.push({ path: [...path, key], message: NOT_UNICODE_MESSAGE });
      visit(item, [...path, isArray ? Number(key) : key], depth + 1);
    }
  };
  visit(value, [], 0);
  return problems;
}

/**
 * The one text rule for every input: any value whose strings, at any depth, are valid Unicode and hold no
 * refused control character. The API checks every body, query string and path with it before the route's
 * own schema, so no schema (today's or tomorrow's) can forget it; each offending field is named in its own
 * issue.
 */
export const plainTextOnly = z.unknown().superRefine((value, context) => {
  for (const { path, message } of textProblems(value)) context.addIssue({ code: 'custom', path, message });
});
