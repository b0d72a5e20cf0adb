import type { ContactMessage } from '@carefinder/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { OpenedPanel } from '~/components/admin/resource/opened-panel';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { TextAreaField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDateInNigeria } from '~/lib/format/date';
import { LOCALE_NAMES } from '~/lib/i18n/locales';
import { TOPIC_LABELS } from './topic-labels';

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

/** A message opened: what the visitor wrote, the answers so far, the answer form, close or reopen. */
export function OpenedMessage({ item: message, etag }: { item: ContactMessage; etag: string }) {
  return (
    <OpenedPanel
      title={<>Message from {message.name}</>}
      meta={
        <>
          {TOPIC_LABELS[message.topic]} · received {formatDateInNigeria(message.createdAt)} ·{' '}
          {message.language !== 'en' && (
            <>sent from the {LOCALE_NAMES[message.language]} pages, so its e-mails are framed in it · </>
          )}
          {message.status === 'open' ? (
            'open'
          ) : (
            <>closed {message.closedAt ? formatDateInNigeria(message.closedAt) : ''}</>
          )}
        </>
      }
    >
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
    </OpenedPanel>
  );
}
