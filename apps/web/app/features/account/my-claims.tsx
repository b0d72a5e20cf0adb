import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useLocale } from '~/lib/i18n/use-locale';

const STATUS_LABELS: Record<OwnListingClaim['status'], MessageDescriptor> = {
  pending: msg`Waiting for a decision`,
  approved: msg`Approved`,
  rejected: msg`Not approved`,
};

const GRANTED_ROLE: Record<ListingClaimKind, UserRole> = { facility: 'FACILITY_ADMIN', provider: 'PROVIDER' };
const AREA_LINKS: Record<ListingClaimKind, MessageDescriptor> = {
  facility: msg`Open your facility dashboard`,
  provider: msg`Open your provider dashboard`,
};

/**
 * The way into the area an approved claim (or a team's invitation) opened. The access token still carries the role it was issued
 * with (decision 0005: the web reads the role from it), so when it is not yet the granted one the session
 * is renewed first: the new token carries the role the database now holds.
 */
export function OpenArea({ kind }: { kind: ListingClaimKind }) {
  const { i18n } = useLingui();
  const role = decodeAccessToken(useStoredAccessToken())?.role ?? null;
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const label = i18n._(AREA_LINKS[kind]);
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
  const { locale } = useLocale();
  const onDate = (timestamp: string) => formatDateInNigeria(timestamp, locale);
  if (!claims.length) {
    const manageFacility = i18n._(CLAIM_LINK_LABELS.facility.action);
    const manageProfile = i18n._(CLAIM_LINK_LABELS.provider.action);
    return (
      <p className="text-gray-800">
        <Trans>
          You have not asked to manage a listing. Work at a facility, or a doctor with a profile here? Open
          its page and choose &ldquo;{manageFacility}&rdquo; or &ldquo;{manageProfile}&rdquo;. A doctor with
          no profile here yet? <TextLink to="/providers/new">List yourself as a doctor</TextLink>.
        </Trans>
      </p>
    );
  }
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
            : {i18n._(STATUS_LABELS[claim.status])}
          </p>
          <p className="text-sm text-gray-700">
            <ClaimDates
              asked={onDate(claim.createdAt)}
              decided={claim.reviewedAt ? onDate(claim.reviewedAt) : null}
              role={claim.proposedProfile ? null : claim.role}
            />
          </p>
          {claim.status === 'rejected' && claim.reason && <RefusalReason reason={claim.reason} />}
          {claim.status === 'approved' && <OpenArea kind={claim.listing.kind} />}
        </li>
      ))}
    </ul>
  );
}

/** When a claim was made (to be listed, or in the role the claimant gave, in their words) and decided. */
function ClaimDates({
  asked,
  decided,
  role,
}: {
  asked: string;
  decided: string | null;
  role: string | null;
}) {
  const { t } = useLingui();
  const made = role === null ? t`Asked on ${asked} to be listed` : t`Asked on ${asked} as ${role}`;
  return decided === null ? made : t`${made}; decided on ${decided}`;
}

/** An administrator's reason for not approving, in their own words. */
function RefusalReason({ reason }: { reason: string }) {
  return (
    <p className="rounded-md border border-amber-700 bg-amber-50 p-2 text-gray-900">
      <Trans>
        <strong>The reason:</strong> {reason}
      </Trans>
    </p>
  );
}
