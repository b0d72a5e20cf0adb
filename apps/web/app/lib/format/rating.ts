/** Shown when a provider has no reviews yet. */
export const NO_RATING_TEXT = '–';

/**
 * Rounds half up to one decimal. `toFixed` alone would give '4.3' for 4.35 (stored as 4.34999…), and
 * an average of floats can land just under a half ((1.1 + 4.6) / 2 === 2.8499999999999996), so the
 * scaled value is trimmed to 12 significant digits, dropping that noise, before rounding.
 */
function roundToOneDecimal(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

/** An average rating to one decimal ('4.3'); NO_RATING_TEXT when there is no usable rating. */
export function formatRating(averageRating: number | null | undefined): string {
  if (averageRating == null || !Number.isFinite(averageRating)) {
    return NO_RATING_TEXT;
  }
  return roundToOneDecimal(averageRating).toFixed(1);
}
