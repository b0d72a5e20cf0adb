import type { ListingClaimKind, UserRole } from '@carefinder/contracts';
import { oneLine } from '../../lib/email-text.ts';
import type { EmailMessage } from '../mail/service.ts';

interface DecidedClaim {
  to: string;
  firstName: string;
  kind: ListingClaimKind;
  /** A doctor's request to be listed, not to manage a listing. */
  newProfile: boolean;
  listingName: string;
  listingPath: string;
}

const what = (kind: ListingClaimKind) => (kind === 'facility' ? 'facility' : 'profile');

/** Where each role manages what it was granted (an ADMIN who claims a listing stays an ADMIN). */
const DASHBOARD_OF: Record<UserRole, { area: string; path: string }> = {
  FACILITY_ADMIN: { area: 'facility', path: '/facility/dashboard' },
  PROVIDER: { area: 'provider', path: '/provider/dashboard' },
  ADMIN: { area: 'admin', path: '/admin/dashboard' },
  USER: { area: 'account', path: '/user/dashboard' },
};

/**
 * To the claimant, on approval: a link to the dashboard of the role they have now. The token they hold still
 * carries their old role; the dashboard renews their session before deciding, so the link opens it.
 */
export function claimApprovedEmail(
  claim: DecidedClaim & { role: UserRole },
  publicUrl: string,
): EmailMessage {
  const { area, path } = DASHBOARD_OF[claim.role];
  const link = new URL(path, publicUrl).href;
  return {
    to: claim.to,
    subject: `You can now manage ${oneLine(claim.listingName)} on CareFinder`,
    link,
    text: [
      `Hello ${oneLine(claim.firstName)},`,
      '',
      claim.newProfile
        ? `Your request to be listed on CareFinder was approved: your profile "${oneLine(claim.listingName)}" is public now.`
        : `Your request to manage the ${what(claim.kind)} "${oneLine(claim.listingName)}" on CareFinder was approved.`,
      '',
      `Open your ${area} dashboard to keep it up to date: ${link}`,
      '',
      `The listing: ${new URL(claim.listingPath, publicUrl).href}`,
      '',
      'CareFinder',
    ].join('\n'),
  };
}

export function claimRejectedEmail(claim: DecidedClaim, reason: string, publicUrl: string): EmailMessage {
  const name = oneLine(claim.listingName);
  return {
    to: claim.to,
    subject: claim.newProfile
      ? 'Your request to be listed on CareFinder'
      : `Your request to manage ${name} on CareFinder`,
    text: [
      `Hello ${oneLine(claim.firstName)},`,
      '',
      claim.newProfile
        ? `We could not approve your request to be listed on CareFinder as "${name}".`
        : `We could not approve your request to manage the ${what(claim.kind)} "${name}".`,
      '',
      'The reason:',
      reason,
      '',
      claim.newProfile
        ? `You can ask again with more details: ${new URL('/providers/new', publicUrl).href}`
        : `You can ask again from the listing's page with more details: ${new URL(claim.listingPath, publicUrl).href}`,
      '',
      'CareFinder',
    ].join('\n'),
  };
}
