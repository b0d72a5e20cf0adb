import { oneLine } from '../../lib/email-text.ts';
import type { EmailMessage } from '../mail/service.ts';

/** To a colleague added to a facility's team: where to manage it. */
export function addedToTeamEmail(
  member: { to: string; firstName: string },
  facility: { id: string; name: string },
  publicUrl: string,
): EmailMessage {
  const link = new URL('/facility/dashboard', publicUrl).href;
  return {
    to: member.to,
    subject: `You can now manage ${oneLine(facility.name)} on CareFinder`,
    link,
    text: [
      `Hello ${oneLine(member.firstName)},`,
      '',
      `A colleague added you to the team that keeps the listing of "${oneLine(facility.name)}" true on CareFinder.`,
      '',
      `Sign in (again, if you are signed in already) and open your facility dashboard: ${link}`,
      '',
      `The listing: ${new URL(`/facilities/${facility.id}`, publicUrl).href}`,
      '',
      'CareFinder',
    ].join('\n'),
  };
}

/** To a colleague without an account: how to join the facility's team. */
export function invitedToTeamEmail(
  to: string,
  facility: { id: string; name: string },
  expiresAt: Date,
  publicUrl: string,
): EmailMessage {
  const link = new URL('/signup', publicUrl).href;
  const until = expiresAt.toLocaleDateString('en-NG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });
  return {
    to,
    subject: `Join the team of ${oneLine(facility.name)} on CareFinder`,
    link,
    text: [
      'Hello,',
      '',
      `A colleague invited you to the team that keeps the listing of "${oneLine(facility.name)}" true on CareFinder.`,
      '',
      `Sign up with this e-mail address (${to}) and confirm it with the link we send you, by ${until}: ` +
        `you join the team then. Sign up: ${link}`,
      '',
      `The listing: ${new URL(`/facilities/${facility.id}`, publicUrl).href}`,
      '',
      'If you did not expect this, ignore this e-mail.',
      '',
      'CareFinder',
    ].join('\n'),
  };
}
