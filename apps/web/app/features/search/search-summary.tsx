import type { SearchInterpretation } from '@carefinder/contracts';

/** The place q named, as the page says it: the LGA's name, else the state's. */
export const placeNameOf = ({ place }: SearchInterpretation): string | null =>
  place ? (place.lga?.name ?? place.state.name) : null;

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
