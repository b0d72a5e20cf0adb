import type { FastifyInstance } from 'fastify';

/**
 * Request text is read strictly, so that text that is not valid Unicode reaches the text rule
 * (`plainTextOnly`) and is refused there, naming its field, instead of being stored as U+FFFD.
 *
 * What stands in for bytes that are not UTF-8: a lone surrogate, which the text rule refuses as it refuses
 * one sent as `\ud800` in JSON. (A real U+FFFD sent as such is text like any other and stays accepted.)
 */
const NOT_UTF8 = '\ud800';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');
const REPLACEMENT_CHARACTER = '\ufffd';
const REPLACEMENT_CHARACTER_BYTES = Buffer.from(REPLACEMENT_CHARACTER);

/** Bytes with no real U+FFFD in them, each run that is not UTF-8 read as NOT_UTF8. */
const decodeMarkingBadBytes = (bytes: Buffer) =>
  lenientUtf8.decode(bytes).replaceAll(REPLACEMENT_CHARACTER, NOT_UTF8);

/**
 * A JSON body as text. Valid UTF-8 is decoded as is. Otherwise the body is decoded in the pieces between its
 * real U+FFFD characters (no other character's bytes run into theirs: EF only ever starts a character), so
 * every U+FFFD the lenient decoder makes in a piece marks bytes that were not UTF-8 and becomes NOT_UTF8: a
 * character, never escape text that a backslash before it could turn into plain text.
 */
export function jsonBodyText(body: Buffer): string {
  try {
    return strictUtf8.decode(body);
  } catch {
    const pieces: string[] = [];
    let from = 0;
    for (let at = body.indexOf(REPLACEMENT_CHARACTER_BYTES); at !== -1;) {
      pieces.push(decodeMarkingBadBytes(body.subarray(from, at)));
      from = at + REPLACEMENT_CHARACTER_BYTES.length;
      at = body.indexOf(REPLACEMENT_CHARACTER_BYTES, from);
    }
    pieces.push(decodeMarkingBadBytes(body.subarray(from)));
    return pieces.join(REPLACEMENT_CHARACTER);
  }
}

const MALFORMED_ESCAPE = /%(?![0-9a-f]{2})/i;

/** One key or value of a query string: `+` is a space; escapes that are not UTF-8 stand as NOT_UTF8. */
function decodeQueryComponent(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A stray % ("100%") is kept as typed, as it always was; well-formed escapes of bytes that are not
    // UTF-8 ("%ff") are not text.
    return MALFORMED_ESCAPE.test(spaced) ? spaced : NOT_UTF8;
  }
}

/** A query string as Fastify's default reads it (a repeated key becomes a list), but strict about UTF-8. */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = Object.create(null);
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const key = decodeQueryComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decodeQueryComponent(pair.slice(equals + 1));
    const existing = parsed[key];
    if (existing === undefined) parsed[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else parsed[key] = [existing, value];
  }
  return parsed;
}

/** JSON bodies read strictly (the query string's parser is a server option: `querystringParser`). */
export function readJsonBodiesStrictly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) =>
    parseJson(request, jsonBodyText(body as Buffer), done),
  );
}
