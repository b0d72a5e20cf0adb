import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { placeText } from '~/components/listing/address';
import { openingStatusText } from '~/components/listing/opening-status-text';
import { useLocale } from '~/lib/i18n/use-locale';
import { RatingText } from '~/components/listing/rating';
import { PhoneNumber } from '~/components/ui/phone-link';
import type { SearchItemView } from './search-loader.server';
import { distanceText, resultKindLine } from './search-labels';

const BADGE_CLASS = 'inline-flex items-center rounded px-2 py-0.5 text-sm font-semibold';

function Badges({ item }: { item: SearchItemView }) {
  const { i18n } = useLingui();
  const { openingStatus, verified, status } = item;
  if (!openingStatus && !verified && status === 'active') return null;
  return (
    <p className="flex flex-wrap gap-2">
      {status !== 'active' && (
        <span className={`${BADGE_CLASS} bg-red-50 text-red-900`}>
          {status === 'temporarily_closed' ? (
            <Trans>Temporarily closed</Trans>
          ) : (
            <Trans>Closed permanently</Trans>
          )}
        </span>
      )}
      {openingStatus && (
        <span
          className={`${BADGE_CLASS} ${openingStatus.isOpen ? 'bg-green-100 text-green-900' : 'bg-gray-100 text-gray-900'}`}
        >
          {openingStatusText(openingStatus, i18n)}
        </span>
      )}
      {verified && (
        <span className={`${BADGE_CLASS} bg-blue-50 text-blue-900`}>
          <span aria-hidden="true">✓&nbsp;</span>
          <Trans>Verified</Trans>
        </span>
      )}
    </p>
  );
}

function ResultItem({ item }: { item: SearchItemView }) {
  const { i18n } = useLingui();
  const { pathIn } = useLocale();
  const place = placeText(item.place);
  return (
    <li className="flex flex-col gap-1 border-b border-gray-200 py-4 first:pt-0">
      <h3 className="text-lg font-semibold">
        <Link
          to={pathIn(item.url)}
          className="inline-flex min-h-[40px] items-center text-green-800 underline underline-offset-2 hover:text-green-900"
        >
          {item.name}
        </Link>
      </h3>
      <p className="text-gray-800">{resultKindLine(item, i18n)}</p>
      {(place || item.distanceKm !== null) && (
        <p className="text-gray-800">
          {place}
          {place && item.distanceKm !== null && ' · '}
          {item.distanceKm !== null && (
            <span className="font-semibold">{distanceText(item.distanceKm, i18n)}</span>
          )}
        </p>
      )}
      <Badges item={item} />
      <p className="text-sm">
        <RatingText rating={item} />
      </p>
      {item.phone && item.status !== 'permanently_closed' && (
        <p>
          <PhoneNumber phone={item.phone} />
        </p>
      )}
    </li>
  );
}

const resultItems = (items: readonly SearchItemView[]) => (
  <ol className="flex flex-col">
    {items.map((item) => (
      <ResultItem key={`${item.kind}:${item.id}`} item={item} />
    ))}
  </ol>
);

/**
 * One page of results, each with what a visitor needs to choose: kind, place, distance, status, rating, phone.
 * When the search text named a place it did not filter by, the listings outside it (they come last) are
 * under their own heading, so the page never says "in X" over a listing that is not in X.
 */
export function ResultList({
  items,
  placeName,
}: {
  items: readonly SearchItemView[];
  placeName?: string | null;
}) {
  const firstOutside = items.findIndex((item) => item.outsidePlace);
  if (!placeName || firstOutside < 0) return resultItems(items);
  return (
    <>
      {firstOutside > 0 && resultItems(items.slice(0, firstOutside))}
      <h3 className="mt-2 text-base font-bold text-gray-900">
        <Trans>Outside {placeName}</Trans>
      </h3>
      {resultItems(items.slice(firstOutside))}
    </>
  );
}
