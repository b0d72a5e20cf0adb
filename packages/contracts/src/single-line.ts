import { z } from 'zod';

/**
 * What ends a line or jumps to another column: tab, line feed, vertical tab, form feed, carriage return,
 * NEL (U+0085), and the Unicode line and paragraph separators (U+2028, U+2029).
 */
const LINE_BREAK_OR_TAB = /[\t\n\v\f\r\u0085\u2028\u2029]/;

export const SINGLE_LINE_MESSAGE = 'Must be on one line (no line breaks or tabs).';

/** Whether a text holds no line break and no tab. */
export function isSingleLine(text: string): boolean {
  return !LINE_BREAK_OR_TAB.test(text);
}

/**
 * The one rule of single-line fields (names, titles, e-mail addresses, phone numbers, labels, search text),
 * on top of the text rule every input meets (`plainTextOnly`, text.ts, which lets tab and new lines through):
 * no line break of any kind and no tab, so text that goes on one line (a mail header, a page's title, a CSV
 * cell, a log line) is never split by what someone typed. A zod check, put after `.trim()` and before any
 * transform or pipe, so that its issue names the field: `z.string().trim().max(100).check(singleLine())`.
 * Multi-line fields (descriptions, messages, reviews, replies, notes) do without it.
 */
export const singleLine = () => z.refine<string>(isSingleLine, SINGLE_LINE_MESSAGE);
