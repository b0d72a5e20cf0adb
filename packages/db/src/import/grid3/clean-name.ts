/** Misspellings of generic words seen in the registry; place names are never "corrected". */
const genericTypos: ReadonlyArray<[RegExp, string]> = [
  [/\bPrmary\b/g, 'Primary'],
  [/\bPrimery\b/g, 'Primary'],
  [/\bHelth\b/g, 'Health'],
  [/\bHeatlh\b/g, 'Health'],
  [/\bHospitl\b/g, 'Hospital'],
  [/\bArttillary\b/g, 'Artillery'],
];

/**
 * Tidies a registry name for display: collapses spaces, undoes title-casing after apostrophes
 * ("St Martin'S" → "St Martin's"), removes an immediately repeated word or phrase ("Clinic Clinic",
 * "Primary Health Care Primary Health Care") and fixes known misspellings of generic words.
 */
export function cleanFacilityName(raw: string): string {
  let name = raw.replace(/\s+/g, ' ').trim();
  name = name.replace(
    /(\p{L})['’](S|T|D|M|Ll|Re|Ve)\b/gu,
    (_match, before: string, suffix: string) => `${before}'${suffix.toLowerCase()}`,
  );
  for (const [typo, fix] of genericTypos) name = name.replace(typo, fix);
  // A phrase of one to five words said twice in a row, ignoring case.
  const doubled = /\b((?:[\p{L}\d.'’&-]+ ){0,4}[\p{L}\d.'’&-]+) \1\b/giu;
  for (let previous = ''; previous !== name;) {
    previous = name;
    name = name.replace(doubled, '$1');
  }
  return name;
}

/** The form two names are compared in to spot likely duplicates. */
export function comparableName(name: string): string {
  return cleanFacilityName(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bcent(?:er|re)\b/g, 'centre')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
