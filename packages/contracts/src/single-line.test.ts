import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminListingQuerySchema } from './admin-listings.ts';
import { adminUserListQuerySchema } from './admin-users.ts';
import { affiliationRequestInputSchema } from './affiliation-requests.ts';
import { auditLogQuerySchema } from './audit-log.ts';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  signupRequestSchema,
  updateProfileRequestSchema,
} from './auth.ts';
import {
  adminBlogPostListQuerySchema,
  blogPostInputSchema,
  blogPostPatchSchema,
  contentPagePatchSchema,
  markdownPreviewInputSchema,
} from './blog.ts';
import { clientErrorReportSchema } from './client-errors.ts';
import { contactMessageInputSchema, contactReplyInputSchema } from './contact-messages.ts';
import { emergencyContactInputSchema, emergencyContactPatchSchema } from './emergency-contacts.ts';
import { addTeamMemberRequestSchema } from './facility-team.ts';
import { listingClaimDecisionSchema, listingClaimInputSchema } from './listing-claims.ts';
import { photoUploadQuerySchema } from './listing-photos.ts';
import {
  facilityCreateSchema,
  facilityPatchSchema,
  providerCreateSchema,
  providerPatchSchema,
} from './listing-writes.ts';
import {
  reviewInputSchema,
  reviewModerationSchema,
  reviewReplySchema,
  reviewReportSchema,
} from './reviews.ts';
import { searchQuerySchema, suggestQuerySchema } from './search.ts';
import { isSingleLine, SINGLE_LINE_MESSAGE, singleLine } from './single-line.ts';
import { taxonomyEntryInputSchema, taxonomyEntryPatchSchema, taxonomyListQuerySchema } from './taxonomies.ts';

/** Every way of ending a line or jumping a column that a single-line field refuses. */
const BREAKS: [string, string][] = [
  ['CR', '\r'],
  ['LF', '\n'],
  ['CRLF', '\r\n'],
  ['tab', '\t'],
  ['vertical tab', '\v'],
  ['form feed', '\f'],
  ['NEL (U+0085)', '\u0085'],
  ['line separator (U+2028)', '\u2028'],
  ['paragraph separator (U+2029)', '\u2029'],
];

describe('isSingleLine', () => {
  it.each(BREAKS)('refuses %s', (_name, character) => {
    expect(isSingleLine(`Eve${character}Bcc: x@y.z`)).toBe(false);
    expect(isSingleLine(character)).toBe(false);
  });

  it.each([
    ['plain text', 'Ada Obi'],
    ['an empty string', ''],
    ['accents and tone marks', 'Adaẹ̀ Ọ̀bí, Chiamaka Ụzọ'],
    ['emoji (astral code points)', 'Clinic 🏥 open 👩🏾‍⚕️'],
    ['a real U+FFFD replacement character', 'Ada\uFFFDObi'],
    ['no-break and other spaces', 'Ada\u00A0Obi\u2003Street'],
    ['punctuation a header injection needs, on one line', 'Eve Bcc: x@y.z'],
  ])('allows %s', (_name, text) => {
    expect(isSingleLine(text)).toBe(true);
  });
});

describe('singleLine', () => {
  it('names the field and the problem', () => {
    const result = signupRequestSchema.safeParse({
      email: 'eve@example.ng',
      password: 'correct horse battery',
      firstName: 'Eve\r\nBcc: x@y.z',
      lastName: 'Obi',
    });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['firstName'], message: SINGLE_LINE_MESSAGE },
    ]);
  });

  it('checks the text as trimmed: a line break at either end is trimmed away, not refused', () => {
    const result = updateProfileRequestSchema.safeParse({ firstName: '\r\nEve\n' });
    expect(result.data).toEqual({ firstName: 'Eve' });
  });

  it('is a check any string schema takes', () => {
    const schema = z.object({ label: z.string().check(singleLine()) });
    expect(schema.safeParse({ label: 'one line' }).success).toBe(true);
    expect(schema.safeParse({ label: 'two\nlines' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['label'], message: SINGLE_LINE_MESSAGE }),
    ]);
  });
});

type Path = (string | number)[];

/** `value` with `path` set to `text` (a copy; objects and arrays on the path are created as needed). */
function withText(value: unknown, path: Path, text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  const current = (value ?? (typeof head === 'number' ? [] : {})) as Record<string | number, unknown>;
  const copy = (Array.isArray(current) ? [...current] : { ...current }) as Record<string | number, unknown>;
  copy[head] = withText(current[head], rest, text);
  return copy;
}

interface Case {
  schema: z.ZodType;
  /** A valid input the field is set in. */
  base: Record<string, unknown>;
  path: Path;
  /** The field's own format (an anchored pattern) refuses line breaks: its message, not the shared one. */
  byFormat?: boolean;
}

const signup = {
  email: 'ada@example.ng',
  password: 'correct horse battery',
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '0803 123 4567',
};
const blogPost = { title: 'Sleep under a net', body: 'Treated nets cut malaria.' };
const clientError = { message: 'Boom', url: 'https://carefinder.ng/facilities', digest: 'abc' };
const contact = {
  name: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  phone: '0803 123 4567',
  topic: 'correct-listing',
  listingUrl: '/facilities/abc',
  message: 'The phone number on this page is wrong.',
};
const emergency = {
  name: 'Lagos State Ambulance Service',
  phones: ['112'],
  category: 'ambulance',
  hours: '24 hours',
  note: 'The call is free.',
  source: { name: 'Lagos State Government', url: 'https://lagosstate.gov.ng' },
  lastVerifiedAt: '2026-11-01',
};
const facility = {
  name: 'Ikeja General Clinic',
  keywords: 'IGC clinic',
  facilityType: { slug: 'clinic' },
  ownershipDetail: 'Owned by the state',
  nhfrUid: 'ABC123',
  nhfrCode: '24/01/1/1/1/0001',
  place: { state: { alias: 'lagos' }, lga: { slug: 'ikeja' }, ward: 'Ward A', address: '12 Adeola Street' },
  phones: ['0803 123 4567'],
  email: 'desk@clinic.ng',
  website: 'https://clinic.ng',
  description: 'A family clinic.',
  languages: ['English'],
  services: [{ slug: 'antenatal-care' }],
};
const provider = {
  firstName: 'Ada',
  lastName: 'Obi',
  name: 'Ada Obi',
  title: 'Dr',
  bio: 'A paediatrician.',
  professionalSummary: 'Twenty years of practice.',
  education: [{ institution: 'University of Lagos', qualification: 'MBBS', year: 2005 }],
  languages: ['English', 'Yoruba'],
  registrationNumber: 'MDCN-1234',
  place: { address: '3 Allen Avenue' },
};
const listingClaim = { role: 'Medical director', message: 'Call the front desk on 0803 123 4567.' };
const taxonomy = { name: 'Antenatal care', slug: 'antenatal-care', description: 'Care.', keywords: 'anc' };

/** Every single-line field of every write schema (bodies and query strings). */
const singleLineFields: [string, Case][] = [
  ...(['email', 'firstName', 'lastName', 'phone'] as const).map((field): [string, Case] => [
    `signup ${field}`,
    { schema: signupRequestSchema, base: signup, path: [field] },
  ]),
  ['login email', { schema: loginRequestSchema, base: { email: 'a@b.ng', password: 'x' }, path: ['email'] }],
  [
    'forgot-password email',
    { schema: forgotPasswordRequestSchema, base: { email: 'a@b.ng' }, path: ['email'] },
  ],
  ...(['firstName', 'lastName', 'phone'] as const).map((field): [string, Case] => [
    `profile ${field}`,
    { schema: updateProfileRequestSchema, base: {}, path: [field] },
  ]),
  ['admin users q', { schema: adminUserListQuerySchema, base: {}, path: ['q'] }],
  ['admin listings q', { schema: adminListingQuerySchema, base: {}, path: ['q'] }],
  [
    'affiliation request message',
    { schema: affiliationRequestInputSchema, base: { facilityId: 'f1' }, path: ['message'] },
  ],
  ['audit log entity', { schema: auditLogQuerySchema, base: {}, path: ['entity'] }],
  ['audit log entityId', { schema: auditLogQuerySchema, base: {}, path: ['entityId'] }],
  ['admin blog q', { schema: adminBlogPostListQuerySchema, base: {}, path: ['q'] }],
  ['blog post title', { schema: blogPostInputSchema, base: blogPost, path: ['title'] }],
  ['blog post slug', { schema: blogPostInputSchema, base: blogPost, path: ['slug'], byFormat: true }],
  [
    'blog post cover alt',
    {
      schema: blogPostInputSchema,
      base: { ...blogPost, cover: { key: `${'a'.repeat(32)}.webp`, alt: 'A net' } },
      path: ['cover', 'alt'],
    },
  ],
  ['blog post patch title', { schema: blogPostPatchSchema, base: {}, path: ['title'] }],
  ['content page title', { schema: contentPagePatchSchema, base: {}, path: ['title'] }],
  ['client error url', { schema: clientErrorReportSchema, base: clientError, path: ['url'] }],
  ['client error digest', { schema: clientErrorReportSchema, base: clientError, path: ['digest'] }],
  ...(['name', 'email', 'phone', 'listingUrl'] as const).map((field): [string, Case] => [
    `contact message ${field}`,
    { schema: contactMessageInputSchema, base: contact, path: [field] },
  ]),
  ...([['name'], ['phones', 0], ['hours'], ['source', 'name'], ['source', 'url']] as Path[]).map(
    (path): [string, Case] => [
      `emergency contact ${path.join('.')}`,
      { schema: emergencyContactInputSchema, base: emergency, path },
    ],
  ),
  ['emergency contact patch name', { schema: emergencyContactPatchSchema, base: {}, path: ['name'] }],
  [
    'team member email',
    { schema: addTeamMemberRequestSchema, base: { email: 'nurse@clinic.ng' }, path: ['email'] },
  ],
  ['listing claim role', { schema: listingClaimInputSchema, base: listingClaim, path: ['role'] }],
  ['photo alt', { schema: photoUploadQuerySchema, base: { alt: 'The entrance' }, path: ['alt'] }],
  ...(
    [
      ['name'],
      ['keywords'],
      ['facilityType', 'slug'],
      ['ownershipDetail'],
      ['nhfrUid'],
      ['nhfrCode'],
      ['place', 'state', 'alias'],
      ['place', 'lga', 'slug'],
      ['place', 'ward'],
      ['place', 'address'],
      ['phones', 0],
      ['email'],
      ['website'],
      ['languages', 0],
      ['services', 0, 'slug'],
    ] as Path[]
  ).map((path): [string, Case] => [
    `facility ${path.join('.')}`,
    { schema: facilityCreateSchema, base: facility, path },
  ]),
  ['facility patch name', { schema: facilityPatchSchema, base: {}, path: ['name'] }],
  ...(
    [
      ['firstName'],
      ['lastName'],
      ['name'],
      ['title'],
      ['education', 0, 'institution'],
      ['education', 0, 'qualification'],
      ['languages', 0],
      ['registrationNumber'],
      ['place', 'address'],
    ] as Path[]
  ).map((path): [string, Case] => [
    `provider ${path.join('.')}`,
    { schema: providerCreateSchema, base: provider, path },
  ]),
  ['provider patch name', { schema: providerPatchSchema, base: {}, path: ['name'] }],
  ['search q', { schema: searchQuerySchema, base: {}, path: ['q'] }],
  ['suggest q', { schema: suggestQuerySchema, base: { q: 'clinic' }, path: ['q'] }],
  ['taxonomy list q', { schema: taxonomyListQuerySchema, base: {}, path: ['q'] }],
  ['taxonomy entry name', { schema: taxonomyEntryInputSchema, base: taxonomy, path: ['name'] }],
  [
    'taxonomy entry slug',
    { schema: taxonomyEntryInputSchema, base: taxonomy, path: ['slug'], byFormat: true },
  ],
  ['taxonomy entry keywords', { schema: taxonomyEntryInputSchema, base: taxonomy, path: ['keywords'] }],
  ['taxonomy entry patch name', { schema: taxonomyEntryPatchSchema, base: {}, path: ['name'] }],
];

/** Multi-line fields: descriptions, messages, reviews, replies, notes, reasons written in a text area. */
const multiLineFields: [string, Case][] = [
  ['blog post body', { schema: blogPostInputSchema, base: blogPost, path: ['body'] }],
  ['blog post excerpt', { schema: blogPostInputSchema, base: blogPost, path: ['excerpt'] }],
  ['content page body', { schema: contentPagePatchSchema, base: {}, path: ['body'] }],
  [
    'markdown preview body',
    { schema: markdownPreviewInputSchema, base: { body: '# A title' }, path: ['body'] },
  ],
  ['client error message', { schema: clientErrorReportSchema, base: clientError, path: ['message'] }],
  ['client error stack', { schema: clientErrorReportSchema, base: clientError, path: ['stack'] }],
  ['contact message message', { schema: contactMessageInputSchema, base: contact, path: ['message'] }],
  ['contact reply body', { schema: contactReplyInputSchema, base: { body: 'Thank you.' }, path: ['body'] }],
  ['emergency contact note', { schema: emergencyContactInputSchema, base: emergency, path: ['note'] }],
  ['listing claim message', { schema: listingClaimInputSchema, base: listingClaim, path: ['message'] }],
  [
    'claim decision reason',
    {
      schema: listingClaimDecisionSchema,
      base: { status: 'rejected', reason: 'We could not check it.' },
      path: ['reason'],
    },
  ],
  ['facility description', { schema: facilityCreateSchema, base: facility, path: ['description'] }],
  ['provider bio', { schema: providerCreateSchema, base: provider, path: ['bio'] }],
  [
    'provider professional summary',
    { schema: providerCreateSchema, base: provider, path: ['professionalSummary'] },
  ],
  [
    'review comment',
    {
      schema: reviewInputSchema,
      base: { rating: 4, comment: 'Kind nurses and a short wait.' },
      path: ['comment'],
    },
  ],
  ['review reply', { schema: reviewReplySchema, base: { reply: 'Thank you.' }, path: ['reply'] }],
  [
    'review report reason',
    { schema: reviewReportSchema, base: { reason: 'Not a real visit.' }, path: ['reason'] },
  ],
  [
    'review moderation reason',
    {
      schema: reviewModerationSchema,
      base: { status: 'hidden', reason: 'It names a nurse.' },
      path: ['reason'],
    },
  ],
  ['taxonomy entry description', { schema: taxonomyEntryInputSchema, base: taxonomy, path: ['description'] }],
];

describe('the write schemas', () => {
  it.each([...singleLineFields, ...multiLineFields])('%s: the valid input is accepted', (_name, test) => {
    const result = test.schema.safeParse(test.base);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(singleLineFields)('%s is single-line', (_name, { schema, base, path, byFormat }) => {
    for (const [breakName, character] of BREAKS) {
      const result = schema.safeParse(withText(base, path, `Eve${character}Bcc: x@y.z`));
      const issues = (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === path.join('.'));
      expect(issues.length, `${breakName} in ${path.join('.')}`).toBeGreaterThan(0);
      if (!byFormat)
        expect(
          issues.map((issue) => issue.message),
          breakName,
        ).toContain(SINGLE_LINE_MESSAGE);
    }
  });

  it.each(multiLineFields)('%s keeps taking several lines', (_name, { schema, base, path }) => {
    const result = schema.safeParse(
      withText(base, path, 'The first line of it.\r\nThe second line.\n\tThe third.'),
    );
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
