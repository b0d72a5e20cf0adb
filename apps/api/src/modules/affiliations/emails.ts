import type { AffiliationRequest, Language } from '@carefinder/contracts';
import { oneLine } from '../../lib/email-text.ts';
import { emailI18n, pageInLanguage } from '../../lib/message-catalogs.ts';
import type { EmailMessage } from '../mail/service.ts';

// Each message's id is its English text (lib/message-catalogs.ts); `npm run i18n:extract -w apps/api` finds them.

/**
 * To the doctor, in their account's language: whether the facility lists them now, and where to see it (their
 * public profile in that language; the provider dashboard, in the back office, is served in English only).
 */
export async function affiliationDecidedEmail(
  account: { email: string; firstName: string; language: Language },
  request: AffiliationRequest,
  publicUrl: string,
): Promise<EmailMessage> {
  const i18n = await emailI18n(account.language);
  const facility = oneLine(request.facility.name);
  const approved = request.status === 'approved';
  const link = approved
    ? pageInLanguage(publicUrl, account.language, `/providers/${request.provider.id}`)
    : new URL('/provider/dashboard', publicUrl).href;
  return {
    to: account.email,
    subject: approved
      ? i18n._({ id: '{facility} lists you on CareFinder', values: { facility } })
      : i18n._({ id: '{facility} did not list you on CareFinder', values: { facility } }),
    link,
    text: [
      i18n._({ id: 'Hello {name},', values: { name: oneLine(account.firstName) } }),
      '',
      approved
        ? i18n._({
            id: '{facility} approved your request: your profile now shows you work there, and its page lists you.',
            values: { facility },
          })
        : i18n._({
            id: '{facility} declined your request to be listed there. Their reason: {reason}',
            values: { facility, reason: oneLine(request.reason ?? '') },
          }),
      '',
      approved
        ? i18n._({ id: 'Your profile: {link}', values: { link } })
        : i18n._({ id: 'Your dashboard: {link}', values: { link } }),
      '',
      'CareFinder',
    ].join('\n'),
  };
}
