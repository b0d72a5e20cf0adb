import { listingPath } from './listing-path';
import type { ListingStatus } from '@carefinder/contracts';
import { Link } from 'react-router';
import { signInHref } from '~/lib/auth/stored-origin';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import { LISTING_LINK_CLASS } from './listing-section';

/** The claim link's words on a listing's page, which the dashboards quote to say where to find it. */
export const CLAIM_LINK_LABELS = {
  facility: {
    question: 'Work here?',
    action: 'Manage this facility',
    managed: 'Managed by the facility’s own team.',
  },
  provider: { question: 'Is this you?', action: 'Manage this profile', managed: 'Managed by the doctor.' },
} as const;

/**
 * "Manage this facility" / "Is this you? Manage this profile": to the claim form for a signed-in visitor;
 * for anyone else to sign-in, which comes back to the form (the stored origin, spec §3). A closed listing
 * cannot be managed and a managed one has its owner (a claim would be refused), so neither has the link;
 * a managed one says who keeps it. The server's HTML is the signed-out link (tokens live in the browser).
 */
export function ManageListingLink({
  listing,
  id,
  status,
  managed,
}: {
  listing: 'facility' | 'provider';
  id: string;
  status: ListingStatus | undefined;
  managed: boolean;
}) {
  const signedIn = useStoredAccessToken() !== null;
  if (status === 'permanently_closed') return null;
  if (managed) return <p className="text-gray-800">{CLAIM_LINK_LABELS[listing].managed}</p>;
  const claimPath = `${listingPath(listing, id)}/claim`;
  const { question, action } = CLAIM_LINK_LABELS[listing];
  return (
    <p className="text-gray-800">
      {question}{' '}
      <Link
        to={signedIn ? claimPath : signInHref(claimPath)}
        className={`${LISTING_LINK_CLASS} inline-flex min-h-[40px] items-center`}
      >
        {action}
      </Link>
    </p>
  );
}
