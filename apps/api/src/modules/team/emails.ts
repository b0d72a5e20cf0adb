import type { Language } from '@carefinder/contracts';
import { oneLine } from '../../lib/email-text.ts';
import { emailI18n, pageInLanguage } from '../../lib/message-catalogs.ts';
import type { EmailMessage } from '../mail/service.ts';

interface Facility {
  id: string;
  name: string;
}

// Each message's id is its English text (lib/message-catalogs.ts); `npm run i18n:extract -w apps/api` finds them.

/**
 * To a colleague added to a facility's team, in their account's language: where to manage it (the facility
 * dashboard, in the back office, is served in English only).
 */
export async function addedToTeamEmail(
  member: { to: string; firstName: string; language: Language },
  facility: Facility,
  publicUrl: string,
): Promise<EmailMessage> {
  const i18n = await emailI18n(member.language);
  const link = new URL('/facility/dashboard', publicUrl).href;
  const name = oneLine(facility.name);
  return {
    to: member.to,
    subject: i18n._({ id: 'You can now manage {name} on CareFinder', values: { name } }),
    link,
    text: [
      i18n._({ id: 'Hello {name},', values: { name: oneLine(member.firstName) } }),
      '',
      i18n._({
        id: 'A colleague added you to the team that keeps the listing of "{name}" true on CareFinder.',
        values: { name },
      }),
      '',
      i18n._({
        id: 'Sign in (again, if you are signed in already) and open your facility dashboard: {link}',
        values: { link },
      }),
      '',
      i18n._({
        id: 'The listing: {link}',
        values: { link: pageInLanguage(publicUrl, member.language, `/facilities/${facility.id}`) },
      }),
      '',
      'CareFinder',
    ].join('\n'),
  };
}

/**
 * To a colleague without an account: how to join the facility's team. `language` is the one the service
 * chose (the invitee's account's, else the inviting colleague's); the sign-up page in it makes the new
 * account's language the same.
 */
export async function invitedToTeamEmail(
  invitee: { to: string; language: Language },
  facility: Facility,
  expiresAt: Date,
  publicUrl: string,
): Promise<EmailMessage> {
  const i18n = await emailI18n(invitee.language);
  const link = pageInLanguage(publicUrl, invitee.language, '/signup');
  const until = i18n.date(expiresAt, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });
  const name = oneLine(facility.name);
  return {
    to: invitee.to,
    subject: i18n._({ id: 'Join the team of {name} on CareFinder', values: { name } }),
    link,
    text: [
      i18n._({ id: 'Hello,' }),
      '',
      i18n._({
        id: 'A colleague invited you to the team that keeps the listing of "{name}" true on CareFinder.',
        values: { name },
      }),
      '',
      i18n._({
        id: 'Sign up with this e-mail address ({address}) and confirm it with the link we send you, by {date}: you join the team then. Sign up: {link}',
        values: { address: invitee.to, date: until, link },
      }),
      '',
      i18n._({
        id: 'The listing: {link}',
        values: { link: pageInLanguage(publicUrl, invitee.language, `/facilities/${facility.id}`) },
      }),
      '',
      i18n._({ id: 'If you did not expect this, ignore this e-mail.' }),
      '',
      'CareFinder',
    ].join('\n'),
  };
}
