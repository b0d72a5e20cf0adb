import type { ContactMessage, ContactMessageSummary } from '@carefinder/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { AdminTable, type AdminColumn } from '~/components/admin/admin-table';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { TextAreaField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDateInNigeria } from '~/lib/format/date';
import { TOPIC_LABELS } from './topic-labels';
import { adminMessagesHref, type AdminMessagesData, type AdminMessagesView } from './admin-messages-api';
import { AdminPageHeader } from '~/components/admin/admin-page-header';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function columns(view: AdminMessagesView): AdminColumn<ContactMessageSummary>[] {
  return [
    {
      key: 'from',
      header: 'From',
      cell: (message) => (
        <Link
          to={adminMessagesHref({ ...view, messageId: message.id })}
          className={TEXT_LINK_CLASS}
          aria-current={message.id === view.messageId ? 'true' : undefined}
        >
          {message.name}
          <span className="sr-only">: read the message</span>
        </Link>
      ),
    },
    { key: 'topic', header: 'Topic', cell: (message) => TOPIC_LABELS[message.topic] },
    { key: 'received', header: 'Received', cell: (message) => formatDateInNigeria(message.createdAt) },
    { key: 'answers', header: 'Answers', numeric: true, cell: (message) => message.repliesCount },
  ];
}

/** A link to a listing as the sender gave it: a path of this site opens here. */
function ListingLink({ href }: { href: string }) {
  return href.startsWith('/') ? (
    <Link to={href} className={`${TEXT_LINK_CLASS} break-all`}>
      {href}
    </Link>
  ) : (
    <a href={href} className={`${TEXT_LINK_CLASS} break-all`} rel="noopener noreferrer nofollow">
      {href}
    </a>
  );
}

function AnswerForm({ message }: { message: ContactMessage }) {
  const form = useFormAction();
  return (
    // Remounted after each answer, so the box is empty for the next one.
    <div key={message.replies.length} className="flex flex-col gap-3">
      <ActionForm form={form}>
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="messageId" value={message.id} />
        <TextAreaField
          name="body"
          label="Your answer"
          hint={`E-mailed to ${message.email}, with their message below it, and kept here.`}
          rows={6}
          error={form.errors?.fieldErrors.body}
        />
        <SubmitButton loading={form.submitting}>Send the answer</SubmitButton>
      </ActionForm>
    </div>
  );
}

function StatusForm({ message, etag }: { message: ContactMessage; etag: string }) {
  const submitting = useNavigation().formData?.get('intent') === 'status';
  const closing = message.status === 'open';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="messageId" value={message.id} />
      <input type="hidden" name="etag" value={etag} />
      <input type="hidden" name="status" value={closing ? 'closed' : 'open'} />
      <SubmitButton variant="secondary" loading={submitting}>
        {closing ? 'Close this message' : 'Reopen this message'}
      </SubmitButton>
    </Form>
  );
}

function OpenedMessage({ message, etag }: { message: ContactMessage; etag: string }) {
  return (
    <section
      aria-labelledby="message-heading"
      className="flex flex-col gap-4 rounded-lg border border-gray-300 p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="message-heading" className="text-xl font-semibold text-gray-900">
          Message from {message.name}
        </h2>
        <p className="text-sm text-gray-700">
          {TOPIC_LABELS[message.topic]} · received {formatDateInNigeria(message.createdAt)} ·{' '}
          {message.status === 'open' ? (
            'open'
          ) : (
            <>closed {message.closedAt ? formatDateInNigeria(message.closedAt) : ''}</>
          )}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 md:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-gray-900">E-mail</dt>
        <dd className="break-all text-gray-800">
          <a href={`mailto:${message.email}`} className={TEXT_LINK_CLASS}>
            {message.email}
          </a>
        </dd>
        {message.phone && (
          <>
            <dt className="font-semibold text-gray-900">Phone</dt>
            <dd className="text-gray-800">{message.phone}</dd>
          </>
        )}
        {message.listingUrl && (
          <>
            <dt className="font-semibold text-gray-900">Listing</dt>
            <dd>
              <ListingLink href={message.listingUrl} />
            </dd>
          </>
        )}
      </dl>
      <p className="whitespace-pre-line rounded-md bg-gray-50 p-3 text-gray-900">{message.message}</p>

      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold text-gray-900">Answers</h3>
        {message.replies.length ? (
          <ol className="flex flex-col gap-3">
            {message.replies.map((reply) => (
              <li key={reply.id} className="flex flex-col gap-1 border-l-4 border-green-700 pl-3">
                <span className="text-sm text-gray-700">
                  {reply.authorName ?? 'A deleted account'} to {reply.sentTo},{' '}
                  {formatDateInNigeria(reply.createdAt)}
                </span>
                <p className="whitespace-pre-line text-gray-900">{reply.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-gray-800">Not answered yet.</p>
        )}
      </div>

      <AnswerForm message={message} />
      <StatusForm message={message} etag={etag} />
    </section>
  );
}

export default function AdminMessagesPage({ loaderData }: { loaderData: AdminMessagesData }) {
  const { view, list, openCount, opened } = loaderData;
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const listHref = (status: AdminMessagesView['status']) =>
    adminMessagesHref({ status, page: 1, messageId: null });

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Messages">
        <p className="text-gray-800">
          What visitors sent with the contact form. Answer by e-mail, then close.
        </p>
      </AdminPageHeader>

      <nav aria-label="Messages by status">
        <ul className="flex gap-4">
          <li>
            <Link
              to={listHref('open')}
              className={TEXT_LINK_CLASS}
              aria-current={view.status === 'open' ? 'page' : undefined}
            >
              Open ({openCount})
            </Link>
          </li>
          <li>
            <Link
              to={listHref('closed')}
              className={TEXT_LINK_CLASS}
              aria-current={view.status === 'closed' ? 'page' : undefined}
            >
              Closed
            </Link>
          </li>
        </ul>
      </nav>

      {view.messageId && !opened && (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-950">
          That message could not be found.
        </p>
      )}
      {opened && <OpenedMessage key={opened.message.id} message={opened.message} etag={opened.etag} />}

      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold text-gray-900">
          {view.status === 'open' ? 'Open messages' : 'Closed messages'}
        </h2>
        <p className="text-gray-800">
          {plural(list.total, 'message')}
          {pageCount > 1 ? `, page ${list.page} of ${pageCount}` : ''}.
          {view.status === 'open' ? ' Oldest first.' : ' Latest closed first.'}
        </p>
        <AdminTable
          caption={view.status === 'open' ? 'Open messages' : 'Closed messages'}
          columns={columns(view)}
          rows={list.items}
          rowKey={(message) => message.id}
          empty={view.status === 'open' ? 'No open messages.' : 'No closed messages.'}
        />
      </div>

      {pageCount > 1 && (
        <nav aria-label="Pages of messages" className="flex items-center justify-between gap-3">
          {list.page > 1 ? (
            <Link
              to={adminMessagesHref({ ...view, page: list.page - 1, messageId: null })}
              className={TEXT_LINK_CLASS}
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          {list.page < pageCount && (
            <Link
              to={adminMessagesHref({ ...view, page: list.page + 1, messageId: null })}
              className={TEXT_LINK_CLASS}
            >
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
