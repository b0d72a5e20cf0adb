import { z } from 'zod';
import { PAGE_SIZE_MAX } from './admin-users.ts';
import { emailSchema, phoneInputSchema } from './auth.ts';
import { languageSchema } from './names-in-languages.ts';
import { singleLine } from './single-line.ts';

/** What a message to CareFinder is about; `correct-listing` carries the listing's link. */
export const CONTACT_TOPICS = ['general', 'correct-listing', 'add-listing', 'account', 'website'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'A general question',
  'correct-listing': 'Correct a listing',
  'add-listing': 'Add a facility or provider',
  account: 'My account',
  website: 'A problem with the website',
};

export const CONTACT_MESSAGE_STATUSES = ['open', 'closed'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5_000;
export const CONTACT_LISTING_URL_MAX = 500;
export const CONTACT_REPLY_MAX = 5_000;
/** Messages one source address may send in CONTACT_RATE_WINDOW_MINUTES. */
export const CONTACT_RATE_MAX = 5;
export const CONTACT_RATE_WINDOW_MINUTES = 10;

/**
 * The honeypot: a field people never see (hidden from sight and from assistive technology), which form-
 * filling robots fill. A message that has it filled is thanked like any other and then dropped.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** A link to a listing: a web address (http or https) or a path of this site ("/facilities/…"). */
function isListingLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const listingUrlSchema = z
  .string()
  .trim()
  .max(CONTACT_LISTING_URL_MAX, `A link is at most ${CONTACT_LISTING_URL_MAX} characters.`)
  .check(singleLine())
  .refine((value) => value === '' || isListingLink(value), {
    message: 'Enter the link of the listing, e.g. https://carefinder.ng/facilities/…',
  });

/** POST /api/contact-messages: anyone may write; the server applies the spec §5 phone rule. */
export const contactMessageInputSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Enter your name.')
      .max(CONTACT_NAME_MAX, `Your name is at most ${CONTACT_NAME_MAX} characters.`)
      .check(singleLine()),
    email: emailSchema,
    phone: phoneInputSchema.optional(),
    topic: z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about.' }),
    listingUrl: listingUrlSchema.optional(),
    message: z
      .string()
      .trim()
      .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters.`)
      .max(CONTACT_MESSAGE_MAX, `Write at most ${CONTACT_MESSAGE_MAX.toLocaleString('en-NG')} characters.`),
    /** The page's language: the acknowledgement and the answers are written in it (English if left out). */
    language: languageSchema.optional(),
    [CONTACT_HONEYPOT_FIELD]: z.string().max(2_000).optional(),
  })
  .superRefine((input, context) => {
    if (input.topic === 'correct-listing' && !input.listingUrl)
      context.addIssue({
        code: 'custom',
        path: ['listingUrl'],
        message: 'Enter the link of the listing to correct.',
      });
  });
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/** The answer to POST /api/contact-messages: the same for every accepted message, honeypot or not. */
export const contactMessageReceiptSchema = z.object({ received: z.literal(true) });

export const contactReplySchema = z.object({
  id: z.string(),
  body: z.string(),
  /** The ADMIN who answered, by name; null when their account is gone. */
  authorName: z.string().nullable(),
  /** The address the answer went to (the sender's at the time). */
  sentTo: z.string(),
  createdAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const contactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES);

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** E.164 when valid (spec §5). */
  phone: z.string().nullable(),
  topic: z.enum(CONTACT_TOPICS),
  listingUrl: z.string().nullable(),
  message: z.string(),
  /** The language of the page it was sent from: the acknowledgement and the answers are framed in it. */
  language: languageSchema,
  status: contactMessageStatusSchema,
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** Oldest first. */
  replies: z.array(contactReplySchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageSummarySchema = contactMessageSchema
  .omit({ replies: true })
  .extend({ repliesCount: z.number().int() });
export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;

/** GET /api/admin/contact-messages: open ones oldest first (who waited longest), closed ones latest first. */
export const adminContactMessageListQuerySchema = z.object({
  status: contactMessageStatusSchema.default('open'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type AdminContactMessageListQuery = z.infer<typeof adminContactMessageListQuerySchema>;

export const adminContactMessageListSchema = z.object({
  items: z.array(contactMessageSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminContactMessageList = z.infer<typeof adminContactMessageListSchema>;

/** Any text: an id that is not a message's is a 404, like every other entity's. */
export const contactMessageParamsSchema = z.object({ id: z.string() });

/** PATCH /api/admin/contact-messages/{id}: close or reopen (If-Match). */
export const contactMessagePatchSchema = z.strictObject({
  status: z.enum(CONTACT_MESSAGE_STATUSES, { error: 'Choose open or closed.' }),
});

/** POST /api/admin/contact-messages/{id}/replies: e-mailed to the sender and kept with the message. */
export const contactReplyInputSchema = z.strictObject({
  body: z
    .string()
    .trim()
    .min(1, 'Write your answer.')
    .max(CONTACT_REPLY_MAX, `Write at most ${CONTACT_REPLY_MAX.toLocaleString('en-NG')} characters.`),
});
