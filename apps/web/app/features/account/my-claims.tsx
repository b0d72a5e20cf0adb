import { useLingui } from '@lingui/react';
import type { ListingClaimKind, OwnListingClaim, UserRole } from '@carefinder/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TEXT_LINK_CLASS, TextLink } from '~/components/forms/form-page';
import { CLAIM_LINK_LABELS } from '~/components/listing/manage-listing-link';
import { SubmitButton } from '~/components/ui/submit-button';
import { getBrowserApiClient, refreshSessionNow } from '~/lib/api-client';
import { decodeAccessToken } from '~/lib/auth/access-token';
import { dashboardPathFor } from '~/lib/auth/roles';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import { formatDateInNigeria } from '~/lib/format/date';

const STATUS_LABELS: Record<OwnListingClaim['status'], string> = {
  pending: 'Waiting for a decision',
  approved: 'Approved',
  rejected: 'Not approved',
};

const GRANTED_ROLE: Record<ListingClaimKind, UserRole> = { facility: 'FACILITY_ADMIN', provider: 'PROVIDER' };
const AREA_NAME: Record<ListingClaimKind, string> = { facility: 'facility', provider: 'provider' };

/**
 * The way into the area an approved claim (or a team's invitation) opened. The access token still carries the role it was issued
 * with (decision 0005: the web reads the role from it), so when it is not yet the granted one the session
 * is renewed first: the new token carries the role the database now holds.
 */
export function OpenArea({ kind }: { kind: ListingClaimKind }) {
  const role = decodeAccessToken(useStoredAccessToken())?.role ?? null;
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const label = `Open your ${AREA_NAME[kind]} dashboard`;
  if (role === GRANTED_ROLE[kind] || role === 'ADMIN')
    return (
      <Link to={dashboardPathFor(role)} className={TEXT_LINK_CLASS}>
        {label}
      </Link>
    );
  async function open() {
    setOpening(true);
    const tokens = await refreshSessionNow(getBrowserApiClient());
    const renewed = decodeAccessToken(tokens?.accessToken)?.role;
    if (renewed) await navigate(dashboardPathFor(renewed));
    else setOpening(false);
  }
  return (
    <SubmitButton variant="secondary" className="self-start" loading={opening} onClick={() => void open()}>
      {label}
    </SubmitButton>
  );
}

/** "Your requests to manage a listing": each with its status and, when not approved, the reason. */
export function MyClaims({ claims }: { claims: readonly OwnListingClaim[] }) {
  const { i18n } = useLingui();
  if (!claims.length)
    return (
      <p className="text-gray-800">
        You have not asked to manage a listing. Work at a facility, or a doctor with a profile here? Open its
        page and choose &ldquo;{i18n._(CLAIM_LINK_LABELS.facility.action)}&rdquo; or &ldquo;
        {i18n._(CLAIM_LINK_LABELS.provider.action)}&rdquo;. A doctor with no profile here yet?{' '}
        <TextLink to="/providers/new">List yourself as a doctor</TextLink>.
      </p>
    );
  return (
    <ul className="flex flex-col gap-3">
      {claims.map((claim) => (
        <li key={claim.id} className="flex flex-col gap-1 border-b border-gray-200 pb-3 last:border-b-0">
          <p className="font-semibold text-gray-900">
            {claim.listing.path ? (
              <TextLink to={claim.listing.path}>{claim.listing.name}</TextLink>
            ) : (
              claim.listing.name
            )}
            : {STATUS_LABELS[claim.status]}
          </p>
          <p className="text-sm text-gray-700">
            {claim.proposedProfile
              ? `Asked on ${formatDateInNigeria(claim.createdAt)} to be listed`
              : `Asked on ${formatDateInNigeria(claim.createdAt)} as ${claim.role}`}
            {claim.reviewedAt ? `; decided on ${formatDateInNigeria(claim.reviewedAt)}` : ''}
          </p>
          {claim.status === 'rejected' && claim.reason && (
            <p className="rounded-md border border-amber-700 bg-amber-50 p-2 text-gray-900">
              <strong>The reason:</strong> {claim.reason}
            </p>
          )}
          {claim.status === 'approved' && <OpenArea kind={claim.listing.kind} />}
        </li>
      ))}
    </ul>
  );
}
