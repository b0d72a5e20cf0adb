import { isReadinessCurrent, type Language } from '@carefinder/contracts';
import { emailI18n } from '../../lib/message-catalogs.ts';
import { oneLine } from '../../lib/email-text.ts';
import type { EmailMessage } from '../mail/service.ts';

/** How long after a fact was confirmed its team is asked to confirm it again (it stays trusted for 90). */
export const READINESS_REMINDER_DAYS = 60;

/** A facility's facts to confirm, oldest first. */
export interface ReadinessToConfirm {
  facilityName: string;
  facts: readonly { capability: string; confirmedAt: string }[];
}

/** A day as the e-mail writes it ("12 Sept 2026" in English), in the recipient's language. */
const DAY: Intl.DateTimeFormatOptions = { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' };

/**
 * To a member of a facility's team, in their account's language: its facts of what it can do in an
 * emergency, each with the day it was last confirmed, and the dashboard where "Still true today" confirms
 * them all. The dashboard is in the back office, served in English only.
 */
export async function readinessReminderEmail(
  member: { email: string; language: Language },
  readiness: ReadinessToConfirm,
  today: string,
  publicUrl: string,
): Promise<EmailMessage> {
  const i18n = await emailI18n(member.language);
  const facility = oneLine(readiness.facilityName);
  const link = `${new URL('/facility/dashboard', publicUrl).href}#readiness`;
  const lines = readiness.facts.map(({ capability, confirmedAt }) => {
    const date = i18n.date(new Date(`${confirmedAt}T00:00:00Z`), DAY);
    const name = oneLine(capability);
    return isReadinessCurrent(confirmedAt, today)
      ? i18n._({ id: '{name}: last confirmed {date}', values: { name, date } })
      : i18n._({
          id: '{name}: not confirmed since {date}, no longer trusted by search',
          values: { name, date },
        });
  });
  return {
    to: member.email,
    subject: i18n._({ id: '{facility}: is it still true?', values: { facility } }),
    link,
    text: [
      i18n._({ id: 'Hello,' }),
      '',
      i18n._({
        id: 'What {facility} can do in an emergency, as visitors read it on CareFinder:',
        values: { facility },
      }),
      '',
      ...lines.map((line) => `- ${line}`),
      '',
      i18n._({
        id: 'Search trusts each fact for 90 days from the day it was last confirmed. If nothing has changed, tap "Still true today" on your facility dashboard; if something has, change it there: {link}',
        values: { link },
      }),
      '',
      i18n._({ id: 'We ask every 60 days.' }),
      '',
      'CareFinder',
    ].join('\n'),
  };
}
