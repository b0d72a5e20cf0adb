import { z } from 'zod';
import { PAGE_SIZE_MAX } from './admin-users.ts';
import { singleLine } from './single-line.ts';

/** What became of an e-mail: kept whole in the outbox (no mail server set), or taken by the mail server. */
export const OUTBOX_DELIVERIES = ['kept', 'sent'] as const;

/** GET /api/admin/outbox: newest first; `q` matches the address it went to. */
export const outboxListQuerySchema = z.object({
  q: z.string().trim().max(100).check(singleLine()).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  delivery: z.enum(OUTBOX_DELIVERIES),
  /** Kept mail to another administrator: only they read it (a reset link would let one act as another). */
  withheld: z.boolean(),
  /** Kept mail only: the message as written, and the one link it is about (to verify, to reset…). */
  text: z.string().nullable(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({
  /** Whether a mail server (SMTP_URL) delivers the e-mail; without one, every message is kept here. */
  mailServer: z.boolean(),
  items: z.array(outboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;
