import { z } from 'zod';

/**
 * Control characters no text we store may hold: PostgreSQL refuses NUL outright, and the rest (all of C0
 * but tab, line feed and carriage return, and DEL) only ever arrive by mistake or by attack.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE =
  'Must not contain control characters (only tab and new lines are allowed).';

/** The path of every string, at any depth of a value, that holds a refused control character. */
export function controlCharacterPaths(value: unknown): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const visit = (current: unknown, path: (string | number)[], depth: number) => {
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) paths.push(path);
      return;
    }
    if (depth > 32 || current === null || typeof current !== 'object') return;
    const isArray = Array.isArray(current);
    for (const [key, item] of Object.entries(current))
      visit(item, [...path, isArray ? Number(key) : key], depth + 1);
  };
  visit(value, [], 0);
  return paths;
}

/**
 * The one text rule for every input: any value whose strings, at any depth, hold no refused control
 * character. The API checks every body, query string and path with it before the route's own schema, so
 * no schema (today's or tomorrow's) can forget it; each offending field is named in its own issue.
 */
export const plainTextOnly = z.unknown().superRefine((value, context) => {
  for (const path of controlCharacterPaths(value))
    context.addIssue({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE });
});
