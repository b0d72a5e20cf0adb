/** "general hospital" → "general hospitals": the last word in the plural. */
export function plural(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop() ?? '';
  const many = /(s|x|z|ch|sh)$/.test(last)
    ? `${last}es`
    : /[^aeiou]y$/.test(last)
      ? `${last.slice(0, -1)}ies`
      : `${last}s`;
  return [...words, many].join(' ');
}
