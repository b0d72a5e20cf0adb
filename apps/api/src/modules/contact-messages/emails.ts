import { CONTACT_TOPIC_LABELS, type ContactTopic } from '@carefinder/contracts';
import { oneLine } from '../../lib/email-text.ts';
import type { EmailMessage } from '../mail/service.ts';

interface ReceivedMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  topic: ContactTopic;
  listingUrl: string | null;
  message: string;
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

/**
 * To the sender: we have it. It does not repeat the message, so the form cannot be used to send someone
 * else text of one's choosing under CareFinder's name.
 */
export function acknowledgementEmail(message: ReceivedMessage): EmailMessage {
  return {
    to: message.email,
    subject: 'CareFinder received your message',
    text: [
      `Hello ${oneLine(message.name)},`,
      '',
      `Thank you for writing to CareFinder about "${CONTACT_TOPIC_LABELS[message.topic].toLowerCase()}". ` +
        'A member of our team reads every message and answers by e-mail to this address.',
      '',
      'If you did not write to us, you can ignore this e-mail.',
      '',
      'CareFinder',
    ].join('\n'),
  };
}

/** An ADMIN's answer, with the sender's message below it. */
export function replyEmail(
  message: ReceivedMessage,
  reply: { body: string; authorName: string | undefined },
): EmailMessage {
  return {
    to: message.email,
    subject: `Re: your message to CareFinder (${CONTACT_TOPIC_LABELS[message.topic].toLowerCase()})`,
    text: [
      `Hello ${oneLine(message.name)},`,
      '',
      reply.body,
      '',
      reply.authorName ? `${reply.authorName}, CareFinder` : 'CareFinder',
      '',
      'You wrote:',
      ...message.message.split(/\r?\n/).map((line) => `> ${line}`),
    ].join('\n'),
  };
}
