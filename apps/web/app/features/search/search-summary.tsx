import type { SearchInterpretation } from '@carefinder/contracts';

/** The place q named, as the page says it: the LGA's name, else the state's. */
export const placeNameOf = ({ place }: SearchInterpretation): string | null =>
  place ? (place.lga?.name ?? place.state.name) : null;

/**
 * What the search understood of the text: "Showing results for general hospital in Ikeja, open now", the words
 * typed when a spelling was corrected, and a note when no listing had every word.
 */
export function InterpretedQuery({
  q,
  interpreted,
  hasPosition,
}: {
  q: string | undefined;
  interpreted: SearchInterpretation;
  /** Whether the search was made from the visitor's position (lat/lon). */
  hasPosition: boolean;
}) {
  const { text, place, corrections, allWordsMatched, openNow, nearMe } = interpreted;
  if (!q || (text === null && place === null)) return null;
  const placeName = placeNameOf(interpreted);
  return (
    <div className="flex flex-col gap-1 text-gray-900">
      <p>
        Showing results{' '}
        {text !== null && (
          <>
            for <strong>{text}</strong>
          </>
        )}
        {text !== null && placeName && ' '}
        {placeName && (
          <>
            in <strong>{placeName}</strong>
          </>
        )}
        {openNow && (
          <>
            , <strong>open now</strong>
          </>
        )}
        {corrections.length > 0 && (
          <>
            {' '}
            — you searched for <em>{q}</em>
          </>
        )}
      </p>
      {nearMe && !hasPosition && (
        <p className="text-gray-800">
          You asked for places near you: choose &ldquo;Use my location&rdquo; to see the nearest first.
        </p>
      )}
      {!allWordsMatched && (
        <p className="text-gray-800">No listing has every word you searched for; these have some of them.</p>
      )}
    </div>
  );
}
