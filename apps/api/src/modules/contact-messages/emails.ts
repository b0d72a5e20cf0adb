import { CONTACT_TOPIC_LABELS, type ContactTopic, type Language } from '@carefinder/contracts';
import type { I18n } from '@lingui/core';
import { oneLine } from '../../lib/email-text.ts';
import { emailI18n } from '../../lib/message-catalogs.ts';
import type { EmailMessage } from '../mail/service.ts';

interface ReceivedMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  topic: ContactTopic;
  listingUrl: string | null;
  message: string;
  /** The language of the page it was sent from: what we write to the sender is in it. */
  language: Language;
}

/** A link as the sender gave it: a path of this site is made absolute, so it opens from a mail client. */
export function absoluteLink(publicUrl: string, link: string): string {
  return link.startsWith('/') ? new URL(link, publicUrl).href : link;
}

/** To each ADMIN: a new message, all of it, and where to answer it. */
export function newMessageEmail(to: string, message: ReceivedMessage, publicUrl: string): EmailMessage {
  const link = new URL(`/admin/messages?message=${message.id}`, publicUrl).href;
  return {
    to,
    subject: `New message to CareFinder: ${CONTACT_TOPIC_LABELS[message.topic]}`,
    link,
    text: [
      `${oneLine(message.name)} wrote with the contact form.`,
      '',
      `Topic: ${CONTACT_TOPIC_LABELS[message.topic]}`,
      ...(message.listingUrl ? [`Listing: ${absoluteLink(publicUrl, message.listingUrl)}`] : []),
      `E-mail: ${message.email}`,
      ...(message.phone ? [`Phone: ${message.phone}`] : []),
      '',
      message.message,
      '',
      `Read, answer and close it here: ${link}`,
    ].join('\n'),
  };
}

// What is written to the sender is in the language of the page they wrote from (the ADMINs' mail above stays
// English, as the back office). Each message's id is its English text (lib/message-catalogs.ts).

/** The topic as a sentence names it (lower case in English: "about "a general question""). */
const TOPIC_IN_SENTENCE: Record<ContactTopic, (i18n: I18n) => string> = {
  general: (i18n) => i18n._({ id: 'a general question' }),
  'correct-listing': (i18n) => i18n._({ id: 'correct a listing' }),
  'add-listing': (i18n) => i18n._({ id: 'add a facility or provider' }),
  account: (i18n) => i18n._({ id: 'my account' }),
  website: (i18n) => i18n._({ id: 'a problem with the website' }),
};

/**
 * To the sender: we have it. It does not repeat the message, so the form cannot be used to send someone
 * else text of one's choosing under CareFinder's name.
 */
export async function acknowledgementEmail(message: ReceivedMessage): Promise<EmailMessage> {
  const i18n = await emailI18n(message.language);
  return {
    to: message.email,
    subject: i18n._({ id: 'CareFinder received your message' }),
    text: [
      i18n._({ id: 'Hello {name},', values: { name: oneLine(message.name) } }),
      '',
      i18n._({
        id: 'Thank you for writing to CareFinder about "{topic}". A member of our team reads every message and answers by e-mail to this address.',
        values: { topic: TOPIC_IN_SENTENCE[message.topic](i18n) },
      }),
      '',
      i18n._({ id: 'If you did not write to us, you can ignore this e-mail.' }),
      '',
      'CareFinder',
    ].join('\n'),
  };
}

/** An ADMIN's answer (in the words they wrote), with the sender's message below it. */
export async function replyEmail(
  message: ReceivedMessage,
  reply: { body: string; authorName: string | undefined },
): Promise<EmailMessage> {
  const i18n = await emailI18n(message.language);
  return {
    to: message.email,
    subject: i18n._({
      id: 'Re: your message to CareFinder ({topic})',
      values: { topic: TOPIC_IN_SENTENCE[message.topic](i18n) },
    }),
    text: [
      i18n._({ id: 'Hello {name},', values: { name: oneLine(message.name) } }),
      '',
      reply.body,
      '',
      reply.authorName ? `${reply.authorName}, CareFinder` : 'CareFinder',
      '',
      i18n._({ id: 'You wrote:' }),
      ...message.message.split(/\r?\n/).map((line) => `> ${line}`),
    ].join('\n'),
  };
}
