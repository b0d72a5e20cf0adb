/**
 * A value a loader sends as one JSON text instead of as itself (decision 0033). React Router's stream writes
 * an object as an index for every key and value, spread over the payload, which gzip packs poorly: long
 * lists of small objects (the results page's filter choices, the emergency numbers) cost a third more bytes
 * that way than as JSON. The type remembers what the text holds.
 *
 * The text has its `"` and `'` swapped: the stream writes each `"` of a string as `\\\"` (escaped for its
 * JSON and again for the script it is in), four bytes where `'` stays one.
 */
export type JsonText<Value> = string & { readonly jsonOf?: Value };

const swapQuotes = (text: string) => text.replace(/["']/g, (quote) => (quote === '"' ? "'" : '"'));

export const toJsonText = <Value>(value: Value): JsonText<Value> =>
  swapQuotes(JSON.stringify(value)) as JsonText<Value>;

export const fromJsonText = <Value>(text: JsonText<Value>): Value => JSON.parse(swapQuotes(text)) as Value;
