import { describe, expect, it } from 'vitest';
import { NameLikeness } from './likeness.ts';
import { MatchColumns } from './match-columns.ts';

/** Names, as name keys, in the slots of the likeness below. */
const NAMES = [
  'general hospital ikeja',
  'genral hospitl',
  'general clinic',
  'st marys maternity home',
  'general hospital',
  'gynaecologist',
  'paediatrics',
  'adebayo okafor',
  'dr adebayo okafor',
  'eye clinic',
];

function likenessOfNames(): NameLikeness {
  const likeness = new NameLikeness();
  for (const name of NAMES) likeness.push(name);
  return likeness;
}

describe('NameLikeness', () => {
  // Each similarity is pg_trgm's, `select similarity(typed, name)`; the likeness adds half of it to relevance
  // (repository.ts: NAME_LIKENESS_WEIGHT × similarity).
  it.each<[string, string, number]>([
    ['general hospital', 'general hospital', 1],
    ['general hospital', 'general hospital ikeja', 0.72727275],
    ['general hospital', 'genral hospitl', 0.55],
    ['general hospital', 'general clinic', 0.3478261],
    ['general hospital', 'st marys maternity home', 0.055555556],
    ['gyneacologist', 'gynaecologist', 0.5555556],
    ['paediatrcs', 'paediatrics', 0.64285713],
    ['ade', 'adebayo okafor', 0.1875],
    ['zz', 'dr adebayo okafor', 0],
    ['clinic eye', 'eye clinic', 1],
  ])('adds half of pg_trgm similarity("%s", "%s") = %f', (typed, name, similarity) => {
    const likeness = likenessOfNames();
    likeness.setTyped(typed);
    expect(likeness.of(NAMES.indexOf(name))).toBeCloseTo(0.5 * similarity, 7);
  });

  it('ranks the names most like the typed words first, misspelt ones included', () => {
    const likeness = likenessOfNames();
    likeness.setTyped('general hospital');
    const slots = [3, 2, 1, 0, 4];
    const byLikeness = [...slots].sort((a, b) => likeness.of(b) - likeness.of(a));
    expect(byLikeness.map((slot) => NAMES[slot])).toEqual([
      'general hospital',
      'general hospital ikeja',
      'genral hospitl',
      'general clinic',
      'st marys maternity home',
    ]);
  });

  it('compares with the typed words of the last setTyped only', () => {
    const likeness = likenessOfNames();
    likeness.setTyped('general hospital');
    likeness.setTyped('eye clinic');
    expect(likeness.of(NAMES.indexOf('eye clinic'))).toBe(0.5);
    expect(likeness.of(NAMES.indexOf('general hospital'))).toBe(0);
  });

  it('adds the likeness to every match that can reach the first places, as adding it to all would order them', () => {
    const likeness = likenessOfNames();
    likeness.setTyped('general hospital');
    const base = [0.1, 0.3, 0.3, 1.0, 0.05, 0.62, 0.6, 0.2, 0.35, 0];
    const matches = new MatchColumns();
    matches.makeRoom(base.length);
    base.forEach((relevance, match) => {
      matches.slots[match] = match;
      matches.relevance[match] = relevance;
    });
    const eager = base.map((relevance, slot) => relevance + likeness.of(slot));
    // The relevance order: tenths first, then the whole relevance.
    const order = (a: number, b: number) =>
      Math.floor((eager[b] as number) * 10) - Math.floor((eager[a] as number) * 10) ||
      (eager[b] as number) - (eager[a] as number);
    for (const count of [1, 3, 5]) {
      const reachable = [...likeness.addToReachable(matches, base.length, count)];
      for (const match of reachable) likeness.settle(matches, match);
      const best = base.map((_, match) => match).sort(order);
      expect(reachable, `count ${count}`).toEqual(expect.arrayContaining(best.slice(0, count)));
      for (const match of reachable) expect(matches.relevance[match]).toBe(eager[match]);
      // Reset for the next count: addToReachable adds to the relevance it is given.
      base.forEach((relevance, match) => (matches.relevance[match] = relevance));
    }
  });
});
