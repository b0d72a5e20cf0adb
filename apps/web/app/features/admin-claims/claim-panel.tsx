import type { AdminListingClaim, ListingClaimStatus } from '@carefinder/contracts';
import { OpenedPanel } from '~/components/admin/resource/opened-panel';
import { Link } from 'react-router';
import { DecisionForm } from '~/components/admin/resource/decision-form';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { formatDateInNigeria } from '~/lib/format/date';
import { namesShareNothing } from './name-match';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const LIST_TITLES: Record<ListingClaimStatus, string> = {
  pending: 'Waiting for a decision',
  approved: 'Approved',
  rejected: 'Rejected',
};

const ROLE_LABELS: Record<string, string> = {
  ADMIN: 'Admin',
  FACILITY_ADMIN: 'Facility admin',
  PROVIDER: 'Provider',
  USER: 'User',
};

export const kindLabel = (claim: AdminListingClaim) =>
  claim.proposedProfile ? 'New doctor' : claim.listing.kind === 'facility' ? 'Facility' : 'Doctor';

/** What approving would do to the account, said before the ADMIN decides. */
function approvalEffect(claim: AdminListingClaim): string {
  const current = claim.claimant.role;
  if (claim.listing.kind === 'facility') {
    const members = claim.currentMembers
      ? ` The facility already has ${plural(claim.currentMembers, 'manager')}; this one is added.`
      : '';
    return current === 'ADMIN'
      ? `The admin account becomes a member of this facility.${members}`
      : `The account becomes a facility admin of this facility${current === 'FACILITY_ADMIN' ? ' too' : ` (it is now ${ROLE_LABELS[current] ?? current})`}.${members}`;
  }
  if (claim.proposedProfile)
    return current === 'ADMIN'
      ? 'The profile is created, public at once, and linked to this admin account.'
      : `The profile is created, public at once, and linked to this account, which becomes a provider (it is now ${ROLE_LABELS[current] ?? current}).`;
  return current === 'ADMIN'
    ? 'The profile is linked to this admin account.'
    : `The profile is linked to this account, which becomes a provider (it is now ${ROLE_LABELS[current] ?? current}).`;
}

function ClaimDecision({ claim, etag }: { claim: AdminListingClaim; etag: string }) {
  return (
    <DecisionForm
      id={claim.id}
      etag={etag}
      canApprove={!claim.linkedToAnotherAccount}
      reasonHint="Needed to reject; the claimant is e-mailed it. Optional when approving."
      effect={
        claim.linkedToAnotherAccount ? (
          <p className="rounded-md border-2 border-amber-700 bg-amber-50 p-3 text-gray-900">
            This profile is already linked to another account, so the request cannot be approved.
          </p>
        ) : (
          <p className="text-gray-800">Approving: {approvalEffect(claim)}</p>
        )
      }
    />
  );
}

/** The profile a doctor proposes, as it would be listed. */
function ProposedProfileDetails({ profile }: { profile: NonNullable<AdminListingClaim['proposedProfile']> }) {
  const { lga, state, address } = profile.place;
  return (
    <>
      <dt className="font-semibold text-gray-900">Specialties</dt>
      <dd className="text-gray-800">{profile.specialties.map((term) => term.name).join(', ')}</dd>
      <dt className="font-semibold text-gray-900">Registration number</dt>
      <dd className="text-gray-800">{profile.registrationNumber ?? 'Not given'}</dd>
      <dt className="font-semibold text-gray-900">Where</dt>
      <dd className="text-gray-800">
        {[address, lga?.name, state?.name].filter(Boolean).join(', ') || 'Not given'}
      </dd>
    </>
  );
}

/** A request opened: who asks, how to check it, and the decision form while it waits. */
export function OpenedClaim({ item: claim, etag }: { item: AdminListingClaim; etag: string }) {
  const namesDiffer =
    claim.listing.kind === 'provider' && namesShareNothing(claim.claimant.name, claim.listing.name);
  return (
    <OpenedPanel
      title={
        <>
          {claim.claimant.name} asks {claim.proposedProfile ? 'to be listed as' : 'to manage'}{' '}
          {claim.listing.name}
        </>
      }
      meta={
        <>
          {kindLabel(claim)} · asked {formatDateInNigeria(claim.createdAt)} ·{' '}
          {LIST_TITLES[claim.status].toLowerCase()}
          {claim.reviewedAt
            ? ` ${formatDateInNigeria(claim.reviewedAt)}${claim.reviewerName ? ` by ${claim.reviewerName}` : ''}`
            : ''}
        </>
      }
    >
      <dl className="grid gap-x-4 gap-y-1 md:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-gray-900">Listing</dt>
        <dd>
          {claim.listing.path ? (
            <Link to={claim.listing.path} className={TEXT_LINK_CLASS}>
              {claim.listing.name}
            </Link>
          ) : (
            `${claim.listing.name} (not listed yet)`
          )}
        </dd>
        {claim.proposedProfile && <ProposedProfileDetails profile={claim.proposedProfile} />}
        <dt className="font-semibold text-gray-900">Account name</dt>
        <dd className="text-gray-800">
          {claim.claimant.name}
          {namesDiffer && (
            <strong className="mt-1 block rounded-md border-2 border-amber-700 bg-amber-50 p-2 font-normal text-gray-900">
              Not the profile’s name: the account and the profile share no name. Check who is asking before
              approving.
            </strong>
          )}
        </dd>
        <dt className="font-semibold text-gray-900">E-mail</dt>
        <dd className="break-all text-gray-800">
          <a href={`mailto:${claim.claimant.email}`} className={TEXT_LINK_CLASS}>
            {claim.claimant.email}
          </a>
        </dd>
        <dt className="font-semibold text-gray-900">Account</dt>
        <dd className="text-gray-800">{ROLE_LABELS[claim.claimant.role] ?? claim.claimant.role}</dd>
        {!claim.proposedProfile && (
          <>
            <dt className="font-semibold text-gray-900">Their role there</dt>
            <dd className="text-gray-800">{claim.role}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold text-gray-900">How to check it</h3>
        <p className="whitespace-pre-line rounded-md bg-gray-50 p-3 text-gray-900">{claim.message}</p>
      </div>
      {claim.status === 'pending' ? (
        <ClaimDecision claim={claim} etag={etag} />
      ) : (
        claim.reason && (
          <p className="text-gray-800">
            <strong>Reason:</strong> {claim.reason}
          </p>
        )
      )}
    </OpenedPanel>
  );
}
