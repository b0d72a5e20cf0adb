import { Link } from 'react-router';
import { LISTING_LINK_CLASS } from './listing-section';
import { RatingText } from './rating';
import type { RatingSummary } from './rating';

export interface LinkedListing extends RatingSummary {
  /** The listing's page, e.g. /providers/<id>. */
  to: string;
  name: string;
  /** One line under the name: specialties, or type and place; left out when empty. */
  detail: string;
}

/** Other listings this one links to (a facility's doctors, a doctor's facilities), with their ratings. */
export function LinkedListings({ listings }: { listings: readonly LinkedListing[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {listings.map((listing) => (
        <li key={listing.to}>
          <Link to={listing.to} className={`${LISTING_LINK_CLASS} inline-flex min-h-[40px] items-center`}>
            {listing.name}
          </Link>
          {listing.detail && <p className="text-gray-800">{listing.detail}</p>}
          <p className="text-sm">
            <RatingText rating={listing} />
          </p>
        </li>
      ))}
    </ul>
  );
}
