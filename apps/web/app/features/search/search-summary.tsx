import { Trans } from '@lingui/react/macro';
import type { SearchInterpretation } from '@carefinder/contracts';

/** The place q named, as the page says it: the LGA's name, else the state's. */
export const placeNameOf = ({ place }: SearchInterpretation): string | null =>
  place ? (place.town ?? place.lga?.name ?? place.state.name) : null;

/** "Showing results for general hospital in Ikeja": one whole sentence to translate for each case. */
function ShowingResults({ text, placeName }: { text: string | null; placeName: string | null }) {
  if (text !== null && placeName)
    return (
      <Trans>
        Showing results for <strong>{text}</strong> in <strong>{placeName}</strong>
      </Trans>
    );
  if (text !== null)
    return (
      <Trans>
        Showing results for <strong>{text}</strong>
      </Trans>
    );
  return (
    <Trans>
      Showing results in <strong>{placeName}</strong>
    </Trans>
  );
}

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
        <ShowingResults text={text} placeName={placeName} />
        {openNow && (
          <Trans>
            , <strong>open now</strong>
          </Trans>
        )}
        {corrections.length > 0 && (
          <>
            {' '}
            <Trans>
              — you searched for <em>{q}</em>
            </Trans>
          </>
        )}
      </p>
      {nearMe && !hasPosition && (
        <p className="text-gray-800">
          <Trans>You asked for places near you: choose “Use my location” to see the nearest first.</Trans>
        </p>
      )}
      {!allWordsMatched && (
        <p className="text-gray-800">
          <Trans>No listing has every word you searched for; these have some of them.</Trans>
        </p>
      )}
    </div>
  );
}
