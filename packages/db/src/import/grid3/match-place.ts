import { nigerianStates, normalisePlaceName, type StateReference } from '../../reference/nigeria.ts';

/** Spellings of state names the registry uses besides the official ones. */
const stateSpellings: Record<string, string> = {
  fct: 'abuja',
  abuja: 'abuja',
  'federal capital territory': 'abuja',
  nassarawa: 'nasarawa',
};

/**
 * LGA spellings seen in the registry that no edit-distance rule should be trusted to bridge
 * (checked against the official list; see packages/db/src/reference/nigeria.ts).
 */
const lgaSpellings: Record<string, Record<string, string>> = {
  edo: { uhunmwode: 'Uhunmwonde' },
  kebbi: { arewa: 'Arewa Dandi' },
  niger: { muya: 'Munya' },
};

const statesByKey = new Map<string, StateReference>();
for (const state of nigerianStates) {
  statesByKey.set(normalisePlaceName(state.name), state);
  statesByKey.set(state.alias.replaceAll('_', ' '), state);
}
for (const [spelling, alias] of Object.entries(stateSpellings)) {
  const state = nigerianStates.find((candidate) => candidate.alias === alias);
  if (state) statesByKey.set(spelling, state);
}

export function matchState(raw: string): StateReference | undefined {
  return statesByKey.get(normalisePlaceName(raw));
}

/**
 * The official LGA a registry spelling means, within its state: exact after normalisation, a known
 * variant, or a unique closest name at most two edits away. Undefined when unsure.
 */
export function matchLga(state: StateReference, raw: string): string | undefined {
  const wanted = normalisePlaceName(raw);
  if (!wanted) return undefined;
  const exact = state.lgas.find((lga) => normalisePlaceName(lga) === wanted);
  if (exact) return exact;
  const variant = lgaSpellings[state.alias]?.[wanted];
  if (variant) return variant;
  const withoutSpaces = wanted.replaceAll(' ', '');
  const scored = state.lgas
    .map((lga) => ({
      lga,
      distance: editDistance(normalisePlaceName(lga).replaceAll(' ', ''), withoutSpaces),
    }))
    .sort((a, b) => a.distance - b.distance);
  const [best, second] = scored;
  if (!best || best.distance > Math.min(2, Math.floor(withoutSpaces.length / 4))) return undefined;
  if (second && second.distance === best.distance) return undefined;
  return best.lga;
}

/** Levenshtein distance. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
