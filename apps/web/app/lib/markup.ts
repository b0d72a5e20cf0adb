const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for HTML or XML written by hand, in an element or an attribute. */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
