import { expect, it } from 'vitest';
import { TrigramMatcher, trigramSignature, trigramsOf } from './trigrams.ts';

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
      const [low, high] = trigramSignature(held);
      const shared = sharedTrigrams(typed, name);
      expect(matcher.mostShared(low, high), `"${typed}" and "${name}"`).toBeGreaterThanOrEqual(shared);
      const similarity = matcher.similarity(held, 0, held.length);
      expect(similarity).toBeCloseTo(shared / (held.length + trigramsOf(typed).length - shared), 6);
    }
  }
});

it('bounds tightly: a name sharing nothing with the typed one shares few signature bits', () => {
  const matcher = new TrigramMatcher();
  matcher.set(trigramsOf('paediatrics'));
  const held = trigramsOf('dr adebayo okafor');
  expect(matcher.mostShared(...trigramSignature(held))).toBeLessThan(held.length / 2);
});

it("counts, as the bound, each typed trigram whose signature bit the name's signature has", () => {
  const matcher = new TrigramMatcher();
  for (const typed of NAMES) {
    const typedTrigrams = trigramsOf(typed);
    matcher.set(typedTrigrams);
    // Every bit set: the bound is every typed trigram, however many of them share a bit.
    expect(matcher.mostShared(-1, -1), typed).toBe(typedTrigrams.length);
    for (const name of NAMES) {
      const [low, high] = trigramSignature(trigramsOf(name));
      const withBitInName = [...typedTrigrams].filter((code) => {
        const [bitLow, bitHigh] = trigramSignature(Uint16Array.of(code));
        return (bitLow & low) !== 0 || (bitHigh & high) !== 0;
      }).length;
      expect(matcher.mostShared(low, high), `"${typed}" and "${name}"`).toBe(withBitInName);
    }
  }
});
