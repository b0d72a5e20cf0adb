import type { SearchInterpretation } from '@carefinder/contracts';

/**
 * What the search understood of the text: "Showing results for general hospital in Ikeja", the words
 * typed when a spelling was corrected, and a note when no listing had every word.
 */
export function InterpretedQuery({
  q,
  interpreted,
}: {
  q: string | undefined;
  interpreted: SearchInterpretation;
}) {
  const { text, place, corrections, allWordsMatched } = interpreted;
  if (!q || (text === null && place === null)) return null;
  const placeName = place ? (place.lga?.name ?? place.state.name) : null;
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
        {corrections.length > 0 && (
          <>
            {' '}
            — you searched for <em>{q}</em>
          </>
        )}
      </p>
      {!allWordsMatched && (
        <p className="text-gray-800">No listing has every word you searched for; these have some of them.</p>
      )}
    </div>
  );
}
