import {
  contactReplyInputSchema,
  PROBLEM_TYPES,
  type ContactMessage,
  type ContactMessageSummary,
} from '@carefinder/contracts';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { getBrowserApiClient } from '~/lib/api-client';
import { announceToast } from '~/lib/announced-toasts';
import { formatDateInNigeria } from '~/lib/format/date';
import { submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { apiProblemType, firstErrorMessage, validateWith } from '~/lib/forms/form-errors';
import { OpenedMessage } from './message-panel';
import { TOPIC_LABELS } from './topic-labels';

const STALE_MESSAGE =
  'Someone else changed this message meanwhile. It now shows as they left it; decide again if need be.';

const messageUrl = (id = '') => `/admin/contact-messages/${encodeURIComponent(id)}`;

/** The answer (`body`), e-mailed to the sender; its errors stay at its form. */
async function answer({ messageId, body = '' }: Record<string, string>): Promise<FormActionResult> {
  const validated = validateWith(contactReplyInputSchema, { body });
  if (!validated.ok) return validated;
  const result = await submitToApi(async () => {
    const { data } = await getBrowserApiClient().post<ContactMessage>(
      `${messageUrl(messageId)}/replies`,
      validated.data,
    );
    return `Your answer was e-mailed to ${data.email}.`;
  });
  if (result.ok) announceToast({ type: 'success', message: result.message });
  return result;
}

/** Close or reopen, with the ETag read with the message; the outcome is a toast. */
async function setStatus({
  messageId,
  status,
  etag = '',
}: Record<string, string>): Promise<FormActionResult> {
  if (status !== 'open' && status !== 'closed')
    return { ok: false, errors: { fieldErrors: {}, formError: 'Choose what to do with the message.' } };
  let stale = false;
  const result = await submitToApi(async () => {
    try {
      await getBrowserApiClient().patch(messageUrl(messageId), { status }, { headers: { 'if-match': etag } });
    } catch (error) {
      stale = apiProblemType(error) === PROBLEM_TYPES.staleWrite;
      throw error;
    }
    return status === 'closed' ? 'The message is closed.' : 'The message is open again.';
  });
  announceToast(
    result.ok
      ? { type: 'success', message: result.message }
      : {
          type: 'error',
          title: 'Not changed',
          message: stale ? STALE_MESSAGE : firstErrorMessage(result.errors),
        },
  );
  return result.ok ? result : { ok: false, errors: { fieldErrors: {} } };
}

const messages = (total: number) => `${total} message${total === 1 ? '' : 's'}.`;

/** /admin/messages: what visitors sent with the contact form, open or closed; one opened to answer. */
const contactMessages: ResourceDefinition<ContactMessageSummary, ContactMessage> = {
  path: '/admin/messages',
  api: '/admin/contact-messages',
  title: 'Messages',
  description: 'What visitors sent with the contact form. Answer by e-mail, then close.',
  one: { noun: 'message', article: 'a' },
  many: 'messages',
  adds: false,
  idOf: (message) => message.id,
  nameOf: (message) => message.name,
  opened: {
    param: 'message',
    Panel: OpenedMessage,
    intents: { answer, status: setStatus },
    notFound: 'That message could not be found.',
  },
  columns: ({ open }) => [
    {
      key: 'from',
      header: 'From',
      cell: (message) =>
        open(
          message.id,
          <>
            {message.name}
            <span className="sr-only">: read the message</span>
          </>,
        ),
    },
    { key: 'topic', header: 'Topic', cell: (message) => TOPIC_LABELS[message.topic] },
    { key: 'received', header: 'Received', cell: (message) => formatDateInNigeria(message.createdAt) },
    { key: 'answers', header: 'Answers', numeric: true, cell: (message) => message.repliesCount },
  ],
  list: {
    pageSize: 20,
    tabs: {
      name: 'status',
      label: 'Messages by status',
      options: [
        {
          value: 'open',
          label: 'Open',
          heading: 'Open messages',
          count: (total) => `${messages(total)} Oldest first.`,
        },
        {
          value: 'closed',
          label: 'Closed',
          heading: 'Closed messages',
          count: (total) => `${messages(total)} Latest closed first.`,
        },
      ],
    },
    empty: 'No messages here.',
  },
};

export default contactMessages;
