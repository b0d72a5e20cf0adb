import type { ListingClaimKind } from '@carefinder/contracts';
import type { EmailMessage } from '../mail/service.ts';

interface DecidedClaim {
  to: string;
  firstName: string;
  kind: ListingClaimKind;
  listingName: string;
  listingPath: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const what = (kind: ListingClaimKind) => (kind === 'facility' ? 'facility' : 'profile');

/**
 * To the claimant, on approval: where the management area is. The token they hold still carries their old
 * role, so the link goes to their dashboard, which renews the session before opening the area.
 */
export function claimApprovedEmail(claim: DecidedClaim, publicUrl: string): EmailMessage {
  const link = new URL('/user/dashboard', publicUrl).href;
  return {
    to: claim.to,
    subject: `You can now manage ${oneLine(claim.listingName)} on CareFinder`,
    link,
    text: [
      `Hello ${oneLine(claim.firstName)},`,
      '',
      `Your request to manage the ${what(claim.kind)} "${oneLine(claim.listingName)}" on CareFinder was approved.`,
      '',
      `Open "Your requests to manage a listing" on your dashboard and choose "Open your ${
        claim.kind === 'facility' ? 'facility' : 'provider'
      } dashboard": ${link}`,
      'If you are signed in on another device, sign out and in again there.',
      '',
      `The listing: ${new URL(claim.listingPath, publicUrl).href}`,
      '',
      'CareFinder',
    ].join('\n'),
  };
}

/** To the claimant, on rejection: the ADMIN's reason. */
export function claimRejectedEmail(claim: DecidedClaim, reason: string, publicUrl: string): EmailMessage {
  return {
    to: claim.to,
    subject: `Your request to manage ${oneLine(claim.listingName)} on CareFinder`,
    text: [
      `Hello ${oneLine(claim.firstName)},`,
      '',
      `We could not approve your request to manage the ${what(claim.kind)} "${oneLine(claim.listingName)}".`,
      '',
      'The reason:',
      reason,
      '',
      `You can ask again from the listing's page with more details: ${new URL(claim.listingPath, publicUrl).href}`,
      '',
      'CareFinder',
    ].join('\n'),
  };
}
