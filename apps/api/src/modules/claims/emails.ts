import type { Language, ListingClaimKind, UserRole } from '@carefinder/contracts';
import type { I18n } from '@lingui/core';
import { oneLine } from '../../lib/email-text.ts';
import { emailI18n, pageInLanguage } from '../../lib/message-catalogs.ts';
import type { EmailMessage } from '../mail/service.ts';

interface DecidedClaim {
  to: string;
  firstName: string;
  /** The claimant's account's language: the e-mail and its links to public pages are in it. */
  language: Language;
  kind: ListingClaimKind;
  /** A doctor's request to be listed, not to manage a listing. */
  newProfile: boolean;
  listingName: string;
  listingPath: string;
}

// Each message's id is its English text (lib/message-catalogs.ts); `npm run i18n:extract -w apps/api` finds them.

/**
 * Where each role manages what it was granted (an ADMIN who claims a listing stays an ADMIN). The back office's
 * dashboards are served in English only, so their links carry no language; the account's own is a public page.
 */
const DASHBOARD_OF: Record<
  UserRole,
  { path: string; inLanguage: boolean; open: (i18n: I18n, link: string) => string }
> = {
  FACILITY_ADMIN: {
    path: '/facility/dashboard',
    inLanguage: false,
    open: (i18n, link) =>
      i18n._({ id: 'Open your facility dashboard to keep it up to date: {link}', values: { link } }),
  },
  PROVIDER: {
    path: '/provider/dashboard',
    inLanguage: false,
    open: (i18n, link) =>
      i18n._({ id: 'Open your provider dashboard to keep it up to date: {link}', values: { link } }),
  },
  ADMIN: {
    path: '/admin/dashboard',
    inLanguage: false,
    open: (i18n, link) =>
      i18n._({ id: 'Open your admin dashboard to keep it up to date: {link}', values: { link } }),
  },
  USER: {
    path: '/user/dashboard',
    inLanguage: true,
    open: (i18n, link) =>
      i18n._({ id: 'Open your account dashboard to keep it up to date: {link}', values: { link } }),
  },
};

/**
 * To the claimant, on approval: a link to the dashboard of the role they have now. The token they hold still
 * carries their old role; the dashboard renews their session before deciding, so the link opens it.
 */
export async function claimApprovedEmail(
  claim: DecidedClaim & { role: UserRole },
  publicUrl: string,
): Promise<EmailMessage> {
  const i18n = await emailI18n(claim.language);
  const dashboard = DASHBOARD_OF[claim.role];
  const link = dashboard.inLanguage
    ? pageInLanguage(publicUrl, claim.language, dashboard.path)
    : new URL(dashboard.path, publicUrl).href;
  const name = oneLine(claim.listingName);
  return {
    to: claim.to,
    subject: i18n._({ id: 'You can now manage {name} on CareFinder', values: { name } }),
    link,
    text: [
      i18n._({ id: 'Hello {name},', values: { name: oneLine(claim.firstName) } }),
      '',
      claim.newProfile
        ? i18n._({
            id: 'Your request to be listed on CareFinder was approved: your profile "{name}" is public now.',
            values: { name },
          })
        : claim.kind === 'facility'
          ? i18n._({
              id: 'Your request to manage the facility "{name}" on CareFinder was approved.',
              values: { name },
            })
          : i18n._({
              id: 'Your request to manage the profile "{name}" on CareFinder was approved.',
              values: { name },
            }),
      '',
      dashboard.open(i18n, link),
      '',
      i18n._({
        id: 'The listing: {link}',
        values: { link: pageInLanguage(publicUrl, claim.language, claim.listingPath) },
      }),
      '',
      'CareFinder',
    ].join('\n'),
  };
}

export async function claimRejectedEmail(
  claim: DecidedClaim,
  reason: string,
  publicUrl: string,
): Promise<EmailMessage> {
  const i18n = await emailI18n(claim.language);
  const name = oneLine(claim.listingName);
  return {
    to: claim.to,
    subject: claim.newProfile
      ? i18n._({ id: 'Your request to be listed on CareFinder' })
      : i18n._({ id: 'Your request to manage {name} on CareFinder', values: { name } }),
    text: [
      i18n._({ id: 'Hello {name},', values: { name: oneLine(claim.firstName) } }),
      '',
      claim.newProfile
        ? i18n._({
            id: 'We could not approve your request to be listed on CareFinder as "{name}".',
            values: { name },
          })
        : claim.kind === 'facility'
          ? i18n._({
              id: 'We could not approve your request to manage the facility "{name}".',
              values: { name },
            })
          : i18n._({
              id: 'We could not approve your request to manage the profile "{name}".',
              values: { name },
            }),
      '',
      i18n._({ id: 'The reason:' }),
      reason,
      '',
      claim.newProfile
        ? // The form to ask to be listed is served in English only (not among the web's translated pages).
          i18n._({
            id: 'You can ask again with more details: {link}',
            values: { link: new URL('/providers/new', publicUrl).href },
          })
        : i18n._({
            id: "You can ask again from the listing's page with more details: {link}",
            values: { link: pageInLanguage(publicUrl, claim.language, claim.listingPath) },
          }),
      '',
      'CareFinder',
    ].join('\n'),
  };
}
