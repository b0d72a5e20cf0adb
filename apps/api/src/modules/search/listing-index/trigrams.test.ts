import { expect, it } from 'vitest';
import { SIGNATURE_WORDS, TrigramMatcher, trigramSignature, trigramsOf } from './trigrams.ts';

const NAMES = [
  'general hospital ikeja',
  'genral hospitl',
  'primary health centre',
  'pimary helth centre',
  'st marys maternity home',
  'paediatrics',
  'gyneacologist',
  'dr adebayo okafor',
  'zz',
  'antenatal care clinic',
];

/** The trigrams two names share, counted as `similarity` counts them. */
function sharedTrigrams(a: string, b: string): number {
  const theirs = new Set(trigramsOf(b));
  return [...trigramsOf(a)].filter((code) => theirs.has(code)).length;
}

it('bounds the trigrams a name can share from its signature, never below the count', () => {
  const matcher = new TrigramMatcher();
  for (const typed of NAMES) {
    matcher.set(trigramsOf(typed));
    for (const name of NAMES) {
      const held = trigramsOf(name);
      const shared = sharedTrigrams(typed, name);
      expect(
        matcher.mostShared(trigramSignature(held), 0),
        `"${typed}" and "${name}"`,
      ).toBeGreaterThanOrEqual(shared);
      const similarity = matcher.similarity(held, 0, held.length);
      expect(similarity).toBeCloseTo(shared / (held.length + trigramsOf(typed).length - shared), 6);
    }
  }
});

it('bounds tightly: a name sharing nothing with the typed one shares few signature bits', () => {
  const matcher = new TrigramMatcher();
  matcher.set(trigramsOf('paediatrics'));
  const held = trigramsOf('dr adebayo okafor');
  expect(matcher.mostShared(trigramSignature(held), 0)).toBeLessThan(held.length / 2);
});

it("counts, as the bound, each typed trigram whose signature bit the name's signature has", () => {
  const matcher = new TrigramMatcher();
  let withSharedBits = 0;
  for (const typed of NAMES) {
    const typedTrigrams = trigramsOf(typed);
    matcher.set(typedTrigrams);
    const bits = new Set([...typedTrigrams].map((code) => trigramSignature(Uint16Array.of(code)).join()));
    if (bits.size < typedTrigrams.length) withSharedBits++;
    // Every bit set: the bound is every typed trigram, however many of them share a bit.
    expect(matcher.mostShared(new Int32Array(SIGNATURE_WORDS).fill(-1), 0), typed).toBe(typedTrigrams.length);
    for (const name of NAMES) {
      // Read from the middle of a longer array, as the index keeps every name's signature in one.
      const signatures = Int32Array.of(7, ...trigramSignature(trigramsOf(name)), 7);
      const withBitInName = [...typedTrigrams].filter((code) =>
        trigramSignature(Uint16Array.of(code)).some(
          (bits, word) => (bits & (signatures[1 + word] as number)) !== 0,
        ),
      ).length;
      expect(matcher.mostShared(signatures, 1), `"${typed}" and "${name}"`).toBe(withBitInName);
    }
  }
  // Some typed name has two trigrams on one bit, so the layers past the first are read.
  expect(withSharedBits).toBeGreaterThan(0);
});
