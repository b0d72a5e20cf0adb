import type { AffiliationRequest } from '@carefinder/contracts';
import { oneLine } from '../../lib/email-text.ts';
import type { EmailMessage } from '../mail/service.ts';

/** To the doctor: whether the facility lists them now, and where to see it. */
export function affiliationDecidedEmail(
  account: { email: string; firstName: string },
  request: AffiliationRequest,
  publicUrl: string,
): EmailMessage {
  const facility = oneLine(request.facility.name);
  const approved = request.status === 'approved';
  const link = new URL(approved ? `/providers/${request.provider.id}` : '/provider/dashboard', publicUrl)
    .href;
  return {
    to: account.email,
    subject: approved ? `${facility} lists you on CareFinder` : `${facility} did not list you on CareFinder`,
    link,
    text: [
      `Hello ${oneLine(account.firstName)},`,
      '',
      approved
        ? `${facility} approved your request: your profile now shows you work there, and its page lists you.`
        : `${facility} declined your request to be listed there. Their reason: ${oneLine(request.reason ?? '')}`,
      '',
      approved ? `Your profile: ${link}` : `Your dashboard: ${link}`,
      '',
      'CareFinder',
    ].join('\n'),
  };
}
