import { z } from 'zod';
import { PAGE_SIZE_MAX } from './admin-users.ts';
import { singleLine } from './single-line.ts';
import { writeBody } from './write-body.ts';

/*
 * Care without a smartphone: a USSD menu and SMS queries, through an aggregator's callbacks (Africa's
 * Talking's wire format first; docs/channels.md).
 */

/** The most characters a USSD screen holds, its `CON `/`END ` prefix included (GSM 7-bit). */
export const USSD_SCREEN_MAX = 182;
/** The most characters of a reply by SMS: two joined GSM 7-bit segments of 153. */
export const SMS_REPLY_MAX = 306;
/** The most a session's answers may add up to (`text`); a longer one is ended, not read. */
export const USSD_TEXT_MAX = 500;

/** A phone number as aggregators send it: E.164 with its +, or the digits alone. */
const phoneNumber = z
  .string({ error: 'Required.' })
  .trim()
  .regex(/^\+?[0-9]{6,15}$/, 'A phone number in international format, such as +2348031234567.');
const required = (max: number) =>
  z.string({ error: 'Required.' }).trim().min(1, 'Required.').max(max, `At most ${max} characters.`);

/**
 * POST /api/ussd/africastalking: Africa's Talking's USSD callback (form-encoded); `text` is every answer of
 * the session so far joined by `*`, empty on the first screen. Its length is checked by the menu, which
 * ends a session too long to read rather than refusing it.
 */
export const ussdCallbackSchema = writeBody({
  sessionId: required(100),
  serviceCode: required(40),
  phoneNumber,
  networkCode: z.string().trim().max(10).optional(),
  text: z.string().max(20_000).default(''),
});
export type UssdCallback = z.infer<typeof ussdCallbackSchema>;

/**
 * POST /api/sms/africastalking: a message sent to the operator's number or short code (form-encoded), as
 * Africa's Talking forwards it.
 */
export const smsInboundSchema = writeBody({
  from: phoneNumber,
  to: required(20),
  text: z.string().max(20_000).default(''),
  date: z.string().trim().max(40).optional(),
  id: required(100),
  linkId: z.string().trim().max(100).optional(),
  networkCode: z.string().trim().max(10).optional(),
});
export type SmsInbound = z.infer<typeof smsInboundSchema>;

/** POST /api/admin/channels/ussd (ADMIN): one step of a trial session, played by the same menu. */
export const ussdTrialInputSchema = writeBody({
  /** Every answer so far joined by `*`, as the aggregator sends it; empty to start. */
  text: z
    .string()
    .max(USSD_TEXT_MAX * 2)
    .check(singleLine())
    .default(''),
});
export type UssdTrialInput = z.input<typeof ussdTrialInputSchema>;

export const ussdScreenSchema = z.object({
  /** `CON`: the session goes on; `END`: it is over. */
  kind: z.enum(['CON', 'END']),
  /** The screen as the phone shows it, without its prefix. */
  text: z.string(),
  /** What the trial would have sent by SMS (the menu's "send by SMS"), as the message's text; null otherwise. */
  sms: z.string().nullable(),
});
export type UssdScreen = z.infer<typeof ussdScreenSchema>;

/** What became of an SMS: kept in the outbox (no gateway set), taken by the gateway, or refused by it. */
export const SMS_DELIVERIES = ['kept', 'sent', 'failed'] as const;

/** GET /api/admin/channels/sms-outbox (ADMIN): newest first. */
export const smsOutboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type SmsOutboxQuery = z.infer<typeof smsOutboxQuerySchema>;

export const smsOutboxMessageSchema = z.object({
  id: z.number().int(),
  /** The number it went to, masked (+234803****567): numbers are never kept whole. */
  to: z.string(),
  text: z.string(),
  delivery: z.enum(SMS_DELIVERIES),
  createdAt: z.string(),
});
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessageSchema>;

export const smsOutboxSchema = z.object({
  /** Whether an SMS gateway (AFRICASTALKING_USERNAME and _API_KEY) sends the messages. */
  gateway: z.boolean(),
  items: z.array(smsOutboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SmsOutbox = z.infer<typeof smsOutboxSchema>;
