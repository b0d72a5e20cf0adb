import type { OutboxMessage } from '@carefinder/contracts';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { formatDateInNigeria } from '~/lib/format/date';

const timeInNigeria = (timestamp: string) =>
  new Date(timestamp).toLocaleTimeString('en-NG', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Lagos',
  });

/**
 * /admin/outbox: every e-mail CareFinder sent. Without a mail server (SMTP_URL) each is kept here whole, and
 * its link is how an installer verifies an account or resets a password; with one, only that it went.
 */
const outbox: ResourceDefinition<OutboxMessage> = {
  path: '/admin/outbox',
  api: '/admin/outbox',
  title: 'Outbox',
  description: (
    <>
      Every e-mail CareFinder sent, newest first. While no mail server is set (<code>SMTP_URL</code>), none is
      delivered: each is kept here whole, with the link it is about, for you to follow or pass on. With a mail
      server, this page says only that it took the e-mail, never what it said.
    </>
  ),
  one: { noun: 'e-mail', article: 'an' },
  many: 'e-mails',
  adds: false,
  idOf: (message) => String(message.id),
  nameOf: (message) => message.subject,
  columns: () => [
    {
      key: 'sent',
      header: 'Sent',
      cell: (message) => (
        <time dateTime={message.createdAt}>
          {formatDateInNigeria(message.createdAt)}
          <span className="block text-sm text-gray-700">{timeInNigeria(message.createdAt)}</span>
        </time>
      ),
    },
    {
      key: 'message',
      header: 'E-mail',
      cell: (message) => (
        <>
          <span className="font-semibold text-gray-900">{message.subject}</span>
          <span className="block break-all text-sm text-gray-700">To {message.to}</span>
        </>
      ),
    },
    {
      key: 'delivery',
      header: 'Delivery',
      cell: (message) =>
        message.delivery === 'sent' ? (
          'Taken by the mail server'
        ) : (
          <div className="flex flex-col gap-1">
            <span>Kept here, not delivered</span>
            {message.withheld && (
              <span className="text-sm text-gray-700">
                To another administrator: only they can read it, from this page.
              </span>
            )}
            {message.link && (
              <a href={message.link} className={`${TEXT_LINK_CLASS} break-all`}>
                {message.link}
              </a>
            )}
            {message.text && (
              <details>
                <summary className="cursor-pointer text-green-800 underline">
                  The e-mail<span className="sr-only"> to {message.to}</span>
                </summary>
                <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-gray-800">
                  {message.text}
                </pre>
              </details>
            )}
          </div>
        ),
    },
  ],
  list: {
    pageSize: 20,
    searchLabel: 'Address',
    count: (total) => `${total} ${total === 1 ? 'e-mail' : 'e-mails'}.`,
    empty: 'No e-mail sent yet.',
  },
};

export default outbox;
