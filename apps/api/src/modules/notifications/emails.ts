import { oneLine } from '../../lib/email-text.ts';
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

const nigerianTime = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const at = (date: Date) => nigerianTime.format(date);
const pluralRules = new Intl.PluralRules('en-NG');
const andList = new Intl.ListFormat('en-NG', { type: 'conjunction' });

/** One kind of news: what one item and several are called, and a line for each item. */
interface Kind {
  one: string;
  other: string;
  lines: string[];
}

const counted = ({ one, other, lines }: Kind) =>
  `${lines.length} ${pluralRules.select(lines.length) === 'one' ? one : other}`;

function listed(kind: Kind): string[] {
  const shown = kind.lines.slice(0, MAX_LINES).map((line) => `- ${line}`);
  const more = kind.lines.length - shown.length;
  return [`${counted(kind)}:`, ...shown, ...(more > 0 ? [`- and ${more} more`] : [])];
}

/** Kinds of news acted on in one place: what to do there, and its link. */
interface Part {
  kinds: Kind[];
  action: string;
  link: string;
}

/** `subject` leads the subject, `opening` the text; both go on with the counts of the news. */
function digestEmail(
  to: string,
  { subject, opening }: { subject: string; opening: string },
  parts: Part[],
): EmailMessage {
  const present = parts
    .map((part) => ({ ...part, kinds: part.kinds.filter((kind) => kind.lines.length) }))
    .filter((part) => part.kinds.length);
  return {
    to,
    subject: `${subject}: ${andList.format(present.flatMap((part) => part.kinds.map(counted)))}`,
    link: present[0]?.link,
    text: [
      'Hello,',
      '',
      `${opening} (times in Nigeria):`,
      '',
      ...present.flatMap((part) => [
        ...part.kinds.flatMap((kind) => [...listed(kind), '']),
        `${part.action}: ${part.link}`,
        '',
      ]),
      'We write at most once an hour, with what is new since the previous e-mail.',
      '',
      'CareFinder',
    ].join('\n'),
  };
}

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
  return digestEmail(to, { subject: 'CareFinder', opening: 'New on CareFinder' }, [
    {
      kinds: [
        { one: 'new claim', other: 'new claims', lines: claims },
        { one: 'new profile', other: 'new profiles', lines: proposals },
      ],
      action: 'Approve or reject them in the back office',
      link: new URL('/admin/claims', publicUrl).href,
    },
    {
      kinds: [{ one: 'reported review', other: 'reported reviews', lines: reports }],
      action: 'Keep or hide the reviews in the back office',
      link: new URL('/admin/reviews', publicUrl).href,
    },
  ]);
}

/** To each member of a facility's team: doctors asking to be listed there, and its new reviews. */
export function teamDigestEmail(to: string, news: FacilityNews, publicUrl: string): EmailMessage {
  const requests = news.requests.map(
    (request) => `${oneLine(request.providerName)}, ${at(request.createdAt)}`,
  );
  const reviews = news.reviews.map(
    (review) =>
      `${oneLine(review.authorName)} gave ${review.rating} of 5: "${excerpt(review.comment)}", ${at(review.createdAt)}`,
  );
  const facility = oneLine(news.facilityName);
  const heading = { subject: `${facility} on CareFinder`, opening: `New for ${facility} on CareFinder` };
  return digestEmail(to, heading, [
    {
      kinds: [
        { one: 'doctor asking to be listed', other: 'doctors asking to be listed', lines: requests },
        { one: 'new review', other: 'new reviews', lines: reviews },
      ],
      action: 'Answer them on your facility dashboard',
      link: new URL('/facility/dashboard', publicUrl).href,
    },
  ]);
}
