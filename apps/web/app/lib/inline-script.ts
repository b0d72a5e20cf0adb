/** JSON inside an inline `<script>`: `<` escaped, so no text in it (a name with "</script>") can end it early. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A self-contained function (one that uses nothing but its argument and browser globals) as the source text
 * of an inline script, without its indentation: none of its strings may span lines.
 */
export const functionSource = (run: (options: never) => void): string =>
  run.toString().replace(/\n\s+/g, '\n');
