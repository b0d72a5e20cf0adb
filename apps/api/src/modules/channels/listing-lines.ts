import { gsm7Length, toGsm7 } from './gsm7.ts';

/** A listing as a screen or an SMS names it, its words already in the caller's language. */
export interface ListingText {
  name: string;
  phone: string | null;
  area: string | null;
  /** When a closed listing opens ("opens 16:00", "closed today"); absent when open now. */
  opens?: string | null;
}

/** Cut to at most `length` characters, with a dot where it was cut. */
export const shortened = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, Math.max(1, length - 1)).replace(/[\s,.;:(&-]+$/, '')}.`;

interface Cut {
  name: number;
  area: number;
}

const WHOLE: Cut = { name: Infinity, area: Infinity };

/** A listing on one line: its name, phone and area, and when it opens; a phone number is never cut. */
function listingLine(listing: ListingText, cut: Cut, prefix: string): string {
  return [
    `${prefix}${shortened(toGsm7(listing.name), cut.name)}`,
    listing.phone,
    listing.area && shortened(toGsm7(listing.area), cut.area),
    listing.opens,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Shorter and shorter ways to write a listing: whole, then the name cut, then the area too. A phone number
 * and when a listing opens are what a caller acts on: they are never cut.
 */
const CUTS: readonly Cut[] = [
  WHOLE,
  ...[40, 32, 26, 22, 18, 15, 12, 10, 8].map((name) => ({ name, area: Infinity })),
  { name: 8, area: 14 },
  { name: 6, area: 10 },
  { name: 4, area: 6 },
];

/**
 * As many of `listings` as fit in `max` septets beside `fixedLines` (at most `most`, at least `least` when
 * there are that many), each on a line; fewer listings before shorter names, and names cut before an area.
 * `numbered` writes "1 Name, …" (an SMS); a screen's listings are not choices, so they are not numbered.
 */
export function fittedListings(
  listings: readonly ListingText[],
  {
    fixedLines,
    max,
    most,
    least,
    numbered,
  }: {
    fixedLines: readonly string[];
    max: number;
    most: number;
    least: number;
    numbered: boolean;
  },
): string[] {
  const lines = (count: number, cut: Cut) =>
    listings
      .slice(0, count)
      .map((listing, index) => listingLine(listing, cut, numbered ? `${index + 1} ` : ''));
  const fits = (candidate: readonly string[]) => gsm7Length([...fixedLines, ...candidate].join('\n')) <= max;
  const fewest = Math.min(least, listings.length);
  for (let count = Math.min(most, listings.length); count >= fewest; count--) {
    const whole = lines(count, WHOLE);
    if (fits(whole)) return whole;
  }
  for (let count = fewest; count >= 1; count--)
    for (const cut of CUTS) {
      const candidate = lines(count, cut);
      if (fits(candidate)) return candidate;
    }
  return [];
}

/** Lines of text within `max` septets: whole lines only, the last ones left out. */
export function wholeLinesWithin(lines: readonly string[], max: number): string {
  const kept = lines.map(toGsm7);
  while (kept.length > 1 && gsm7Length(kept.join('\n')) > max) kept.pop();
  return kept.join('\n');
}
