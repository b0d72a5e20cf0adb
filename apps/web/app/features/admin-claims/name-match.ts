/** Words of a name that are not the name: titles and honorifics a profile or an account may carry. */
const TITLES = new Set([
  'dr',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'miss',
  'chief',
  'sir',
  'rev',
  'pharm',
  'nurse',
]);

const nameWords = (name: string) =>
  new Set(
    name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z]+/)
      .filter((word) => word.length > 1 && !TITLES.has(word)),
  );

/**
 * Whether an account's name and a doctor's profile name share no word, titles and accents aside: the
 * claim's reviewer is warned (a Nigerian name may come surname first, so order does not count).
 */
export function namesShareNothing(accountName: string, profileName: string): boolean {
  const account = nameWords(accountName);
  return ![...nameWords(profileName)].some((word) => account.has(word));
}
