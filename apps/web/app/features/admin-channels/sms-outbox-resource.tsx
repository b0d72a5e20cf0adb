import type { SmsOutboxMessage } from '@carefinder/contracts';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { formatDateTimeInNigeria } from '~/lib/format/date';

const DELIVERY_WORDS: Record<SmsOutboxMessage['delivery'], string> = {
  kept: 'Kept here, not sent (no SMS gateway set)',
  sent: 'Taken by the SMS gateway',
  failed: 'Refused by the SMS gateway, or it could not be reached',
};

/**
 * /admin/sms-outbox: every SMS the phone channels sent or kept this week, numbers masked. Without a gateway
 * (AFRICASTALKING_USERNAME and _API_KEY) none is sent, and this is where an operator reads them.
 */
const smsOutbox: ResourceDefinition<SmsOutboxMessage> = {
  path: '/admin/sms-outbox',
  api: '/admin/channels/sms-outbox',
  title: 'SMS outbox',
  description: (
    <>
      Every SMS CareFinder sent in the last week, newest first: the answers to messages people texted in, and
      the listings the USSD menu sent on request. Numbers are shown masked; CareFinder keeps none whole. While
      no SMS gateway is set (<code>AFRICASTALKING_USERNAME</code> and <code>AFRICASTALKING_API_KEY</code>),
      none is sent: each is kept here.
    </>
  ),
  links: [{ to: '/admin/ussd', label: 'Try the USSD menu' }],
  one: { noun: 'SMS', article: 'an' },
  many: 'SMS',
  adds: false,
  idOf: (message) => String(message.id),
  nameOf: (message) => `SMS to ${message.to}`,
  columns: () => [
    {
      key: 'sent',
      header: 'Sent',
      cell: (message) => (
        <time dateTime={message.createdAt}>{formatDateTimeInNigeria(message.createdAt)}</time>
      ),
    },
    {
      key: 'message',
      header: 'SMS',
      cell: (message) => (
        <>
          <span className="block text-sm text-gray-700">To {message.to}</span>
          <pre className="mt-1 whitespace-pre-wrap break-words font-sans text-gray-900">{message.text}</pre>
        </>
      ),
    },
    { key: 'delivery', header: 'Delivery', cell: (message) => DELIVERY_WORDS[message.delivery] },
  ],
  list: {
    pageSize: 20,
    count: (total) => `${total} SMS this week.`,
    empty: 'No SMS sent this week.',
  },
};

export default smsOutbox;
