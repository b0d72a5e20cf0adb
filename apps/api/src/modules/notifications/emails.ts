import type { Language } from '@carefinder/contracts';
import { oneLine } from '../../lib/email-text.ts';
import { emailI18n } from '../../lib/message-catalogs.ts';
import type { EmailMessage } from '../mail/service.ts';

export interface NewClaim {
  /** The listing claimed: a facility's name or a provider's; neither when a doctor proposes a new profile. */
  facilityName: string | null;
  providerName: string | null;
  claimantName: string;
  createdAt: Date;
}

export interface NewReport {
  listingName: string;
  reporterName: string;
  reason: string;
  createdAt: Date;
}

export interface AdminNews {
  claims: readonly NewClaim[];
  reports: readonly NewReport[];
}

/** A doctor asking to be listed at the facility. */
export interface NewAffiliationRequest {
  providerName: string;
  createdAt: Date;
}

export interface NewFacilityReview {
  authorName: string;
  rating: number;
  comment: string;
  createdAt: Date;
}

export interface FacilityNews {
  facilityName: string;
  requests: readonly NewAffiliationRequest[];
  reviews: readonly NewFacilityReview[];
}

/** Lines shown of one kind of news; the rest are counted ("and 4 more"). */
const MAX_LINES = 20;

/** The start of a text on one line, ending in "…" when it was longer. */
function excerpt(text: string, maxCharacters = 80): string {
  const characters = Array.from(oneLine(text));
  return characters.length > maxCharacters
    ? `${characters.slice(0, maxCharacters - 1).join('')}…`
    : characters.join('');
}

/** A time in Nigeria ("4 Mar 2026, 00:05" in English), spelled out so every language writes it in full. */
const NIGERIAN_TIME: Intl.DateTimeFormatOptions = {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** One kind of news: its count as the e-mail words it ("3 new reviews"), and a line for each item. */
interface Kind {
  counted: (count: number) => string;
  lines: string[];
}

/** Kinds of news acted on in one place: the line that says what to do there, and its link. */
interface Part {
  kinds: Kind[];
  action: (link: string) => string;
  link: string;
}

/** The words around a digest's news, in the recipient's language. */
interface DigestWords {
  /** The subject, given the counts of the news ("2 new claims and 1 reported review"). */
  subject: (counts: string) => string;
  hello: string;
  /** The line before the news. */
  opening: string;
  /** The last line of a kind cut short: how many more there are. */
  more: (count: number) => string;
  closing: string;
  /** The counts as one list ("a, b and c"). */
  list: (counts: string[]) => string;
}

function digestEmail(to: string, words: DigestWords, parts: Part[]): EmailMessage {
  const present = parts
    .map((part) => ({ ...part, kinds: part.kinds.filter((kind) => kind.lines.length) }))
    .filter((part) => part.kinds.length);
  const counted = (kind: Kind) => kind.counted(kind.lines.length);
  const listed = (kind: Kind) => {
    const shown = kind.lines.slice(0, MAX_LINES).map((line) => `- ${line}`);
    const more = kind.lines.length - shown.length;
    return [`${counted(kind)}:`, ...shown, ...(more > 0 ? [`- ${words.more(more)}`] : [])];
  };
  return {
    to,
    subject: words.subject(words.list(present.flatMap((part) => part.kinds.map(counted)))),
    link: present[0]?.link,
    text: [
      words.hello,
      '',
      words.opening,
      '',
      ...present.flatMap((part) => [
        ...part.kinds.flatMap((kind) => [...listed(kind), '']),
        part.action(part.link),
        '',
      ]),
      words.closing,
      '',
      'CareFinder',
    ].join('\n'),
  };
}

// The ADMINs' digest is about the back office, which is in English: its words are English only.

const nigerianTime = new Intl.DateTimeFormat('en-NG', NIGERIAN_TIME);
const at = (date: Date) => nigerianTime.format(date);
const pluralRules = new Intl.PluralRules('en-NG');
const andList = new Intl.ListFormat('en-NG', { type: 'conjunction' });

/** An English count: "1 new claim", "2 new claims". */
const countedAs =
  (one: string, other: string) =>
  (count: number): string =>
    `${count} ${pluralRules.select(count) === 'one' ? one : other}`;

const ENGLISH_DIGEST = {
  hello: 'Hello,',
  opening: 'New on CareFinder (times in Nigeria):',
  more: (count: number) => `and ${count} more`,
  closing: 'We write at most once an hour, with what is new since the previous e-mail.',
  list: (counts: string[]) => andList.format(counts),
};

/** To each ADMIN: claims and reported reviews waiting for a decision. */
export function adminDigestEmail(to: string, news: AdminNews, publicUrl: string): EmailMessage {
  const claims = news.claims.flatMap(({ facilityName, providerName, claimantName, createdAt }) => {
    const listing = facilityName ?? providerName;
    if (listing === null) return [];
    const kind = facilityName === null ? "doctor's profile" : 'facility';
    return [`${oneLine(listing)} (${kind}), asked by ${oneLine(claimantName)}, ${at(createdAt)}`];
  });
  const proposals = news.claims.flatMap(({ facilityName, providerName, claimantName, createdAt }) =>
    facilityName === null && providerName === null
      ? [`${oneLine(claimantName)} proposes a new doctor's profile, ${at(createdAt)}`]
      : [],
  );
  const reports = news.reports.map(
    (report) =>
      `A review of ${oneLine(report.listingName)}, reported by ${oneLine(report.reporterName)}: ` +
      `"${excerpt(report.reason)}", ${at(report.createdAt)}`,
  );
  return digestEmail(to, { ...ENGLISH_DIGEST, subject: (counts) => `CareFinder: ${counts}` }, [
    {
      kinds: [
        { counted: countedAs('new claim', 'new claims'), lines: claims },
        { counted: countedAs('new profile', 'new profiles'), lines: proposals },
      ],
      action: (link) => `Approve or reject them in the back office: ${link}`,
      link: new URL('/admin/claims', publicUrl).href,
    },
    {
      kinds: [{ counted: countedAs('reported review', 'reported reviews'), lines: reports }],
      action: (link) => `Keep or hide the reviews in the back office: ${link}`,
      link: new URL('/admin/reviews', publicUrl).href,
    },
  ]);
}

// Each message's id is its English text (lib/message-catalogs.ts); `npm run i18n:extract -w apps/api` finds them.

/**
 * To a member of a facility's team, in their account's language: doctors asking to be listed there, and its
 * new reviews. The facility dashboard it links to is in the back office, served in English only.
 */
export async function teamDigestEmail(
  member: { email: string; language: Language },
  news: FacilityNews,
  publicUrl: string,
): Promise<EmailMessage> {
  const i18n = await emailI18n(member.language);
  const at = (date: Date) => i18n.date(date, NIGERIAN_TIME);
  const requests = news.requests.map(
    (request) => `${oneLine(request.providerName)}, ${at(request.createdAt)}`,
  );
  const reviews = news.reviews.map((review) =>
    i18n._({
      id: '{author} gave {rating} of 5: "{comment}", {date}',
      values: {
        author: oneLine(review.authorName),
        rating: review.rating,
        comment: excerpt(review.comment),
        date: at(review.createdAt),
      },
    }),
  );
  const facility = oneLine(news.facilityName);
  const words: DigestWords = {
    subject: (counts) => i18n._({ id: '{facility} on CareFinder: {counts}', values: { facility, counts } }),
    hello: i18n._({ id: 'Hello,' }),
    opening: i18n._({ id: 'New for {facility} on CareFinder (times in Nigeria):', values: { facility } }),
    more: (count) => i18n._({ id: 'and {count} more', values: { count } }),
    closing: i18n._({ id: 'We write at most once an hour, with what is new since the previous e-mail.' }),
    // A team's news is of two kinds at most: "A and B" is a message, as Intl.ListFormat's Yoruba pattern
    // drops the space after "àti".
    list: (counts) =>
      counts.length
        ? counts.reduce((first, second) => i18n._({ id: '{first} and {second}', values: { first, second } }))
        : '',
  };
  return digestEmail(member.email, words, [
    {
      kinds: [
        {
          counted: (count) =>
            i18n._({
              id: '{count, plural, one {# doctor asking to be listed} other {# doctors asking to be listed}}',
              values: { count },
            }),
          lines: requests,
        },
        {
          counted: (count) =>
            i18n._({ id: '{count, plural, one {# new review} other {# new reviews}}', values: { count } }),
          lines: reviews,
        },
      ],
      action: (link) => i18n._({ id: 'Answer them on your facility dashboard: {link}', values: { link } }),
      link: new URL('/facility/dashboard', publicUrl).href,
    },
  ]);
}
