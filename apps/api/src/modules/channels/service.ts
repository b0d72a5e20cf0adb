import { SMS_REPLY_MAX, type SmsOutbox, type SmsOutboxQuery } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import type { SmsGateway } from './africastalking-sms.ts';
import { gsm7Length } from './gsm7.ts';
import { wholeLinesWithin } from './listing-lines.ts';
import { maskedPhone, type PhoneHasher } from './phone-privacy.ts';
import {
  deleteOptOut,
  deleteSmsOutboxBefore,
  findSmsOutboxPage,
  insertOptOut,
  insertSmsOutboxMessage,
  optOutExists,
} from './repository.ts';

/** How long the SMS outbox keeps a message. */
const OUTBOX_KEPT_DAYS = 7;
const DAY_MS = 86_400_000;

export interface SmsSending {
  db: Database;
  /** The gateway, or none: each message is kept in the outbox. */
  gateway: SmsGateway | null;
  hashPhone: PhoneHasher;
  now: () => Date;
}

/**
 * The text as at most two joined GSM segments, in plain letters. Its writers fit it already (whole listings,
 * whole lines); a text that does not fit loses its last lines, and a single line too long is cut.
 */
export function smsText(text: string): string {
  let plain = wholeLinesWithin(text.split('\n'), SMS_REPLY_MAX);
  while (gsm7Length(plain) > SMS_REPLY_MAX) plain = `${plain.slice(0, -2).trimEnd()}.`;
  return plain;
}

export const isOptedOut = ({ db, hashPhone }: SmsSending, phone: string) =>
  optOutExists(db, hashPhone(phone));
export const optOut = ({ db, hashPhone }: SmsSending, phone: string) => insertOptOut(db, hashPhone(phone));
export const optIn = ({ db, hashPhone }: SmsSending, phone: string) => deleteOptOut(db, hashPhone(phone));

/**
 * Sends an SMS, or keeps it in the outbox without a gateway; never to a number on the STOP list, unless
 * `toStopped` (the one answer to STOP itself). The outbox notes it with the number masked.
 */
export async function sendSms(
  sending: SmsSending,
  to: string,
  text: string,
  { toStopped = false }: { toStopped?: boolean } = {},
): Promise<'kept' | 'sent' | 'failed' | 'stopped'> {
  if (!toStopped && (await isOptedOut(sending, to))) return 'stopped';
  const body = smsText(text);
  const delivery = sending.gateway ? await sending.gateway(to, body) : 'kept';
  await insertSmsOutboxMessage(sending.db, { maskedRecipient: maskedPhone(to), body, delivery });
  await deleteSmsOutboxBefore(sending.db, new Date(sending.now().getTime() - OUTBOX_KEPT_DAYS * DAY_MS));
  return delivery;
}

/** The back office's SMS outbox, newest first. */
export async function listSmsOutbox(
  db: Database,
  query: SmsOutboxQuery,
  gateway: boolean,
): Promise<SmsOutbox> {
  const { rows, total } = await findSmsOutboxPage(db, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    gateway,
    items: rows.map((row) => ({
      id: row.id,
      to: row.maskedRecipient,
      text: row.body,
      delivery: row.delivery,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
