import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ListingStatus } from '@carefinder/contracts';
import { Link } from 'react-router';
import { signInHref } from '~/lib/auth/stored-origin';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import { listingPath } from './listing-path';
import { LISTING_LINK_CLASS } from './listing-section';

/** The claim link's words on a listing's page, which the dashboards quote to say where to find it. */
export const CLAIM_LINK_LABELS = {
  facility: {
    question: msg`Work here?`,
    action: msg`Manage this facility`,
    managed: msg`Managed by the facility’s own team.`,
  },
  provider: {
    question: msg`Is this you?`,
    action: msg`Manage this profile`,
    managed: msg`Managed by the doctor.`,
  },
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
  const { i18n } = useLingui();
  const signedIn = useStoredAccessToken() !== null;
  if (status === 'permanently_closed') return null;
  if (managed) return <p className="text-gray-800">{i18n._(CLAIM_LINK_LABELS[listing].managed)}</p>;
  const claimPath = `${listingPath(listing, id)}/claim`;
  const { question, action } = CLAIM_LINK_LABELS[listing];
  return (
    <p className="text-gray-800">
      {i18n._(question)}{' '}
      <Link
        to={signedIn ? claimPath : signInHref(claimPath)}
        className={`${LISTING_LINK_CLASS} inline-flex min-h-[40px] items-center`}
      >
        {i18n._(action)}
      </Link>
    </p>
  );
}
