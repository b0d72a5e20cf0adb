const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Every string one typing slip away from the word: a letter left out, two neighbours swapped, one letter
 * replaced, one letter added (Norvig's spelling corrector). Looking these up in the vocabulary finds short
 * words that trigram similarity misses ("lpa" → "lopa").
 */
export function singleEdits(word: string): Set<string> {
  const edits = new Set<string>();
  for (let index = 0; index <= word.length; index += 1) {
    const head = word.slice(0, index);
    const tail = word.slice(index);
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return edits;
}

/** Typing slips between two words (optimal string alignment: deletions, insertions, substitutions, swaps). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}
