import { describe, expect, it } from 'vitest';
import { NO_RATING_TEXT, formatRating } from './rating';

describe('formatRating', () => {
  it.each([
    { averageRating: 4, expected: '4.0' },
    { averageRating: 3.5, expected: '3.5' },
    { averageRating: 0, expected: '0.0' },
    { averageRating: 5, expected: '5.0' },
    { averageRating: 4.25, expected: '4.3' },
    // Stored as 4.34999…: (4.35).toFixed(1) alone gives '4.3'.
    { averageRating: 4.35, expected: '4.4' },
    { averageRating: 1.15, expected: '1.2' },
    { averageRating: 0.05, expected: '0.1' },
    // (1.1 + 4.6) / 2 === 2.8499999999999996: float noise must not turn a half into a round-down.
    { averageRating: (1.1 + 4.6) / 2, expected: '2.9' },
    { averageRating: 2.84, expected: '2.8' },
    { averageRating: 2.45, expected: '2.5' },
    { averageRating: 4.04, expected: '4.0' },
    { averageRating: 4.05, expected: '4.1' },
    { averageRating: 4.96, expected: '5.0' },
    { averageRating: 3.333333333, expected: '3.3' },
  ])('$averageRating → $expected', ({ averageRating, expected }) => {
    expect(formatRating(averageRating)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%s → no rating', (averageRating) => {
    expect(formatRating(averageRating)).toBe(NO_RATING_TEXT);
  });

  it('uses an en dash for "no rating"', () => {
    expect(NO_RATING_TEXT).toBe('–');
  });
});
