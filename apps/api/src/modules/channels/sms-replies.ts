import { SMS_REPLY_MAX, type Language } from '@carefinder/contracts';
import { gsm7Length, toGsm7 } from './gsm7.ts';
import type { ChannelWords } from './menu-words.ts';

/** A listing as an SMS names it. */
export interface SmsListing {
  name: string;
  phone: string | null;
  area: string | null;
}

export interface SmsContext {
  /** The language the query is written in. */
  languageOf(text: string): Promise<Language>;
  /** The three best listings for the query, read as search reads it. */
  find(text: string): Promise<SmsListing[]>;
  words(language: Language): Promise<ChannelWords>;
}

export interface SmsAnswer {
  reply: string;
  /** STOP: no more messages to the number; START: messages again. */
  listChange: 'stop' | 'start' | null;
}

/** The words a whole message may be to ask for help, stop or start, each with the language it is in. */
const KEYWORDS: Record<string, { keyword: 'help' | 'stop' | 'start'; language: Language }> = {
  help: { keyword: 'help', language: 'en' },
  info: { keyword: 'help', language: 'en' },
  taimako: { keyword: 'help', language: 'ha' },
  iranlowo: { keyword: 'help', language: 'yo' },
  enyemaka: { keyword: 'help', language: 'ig' },
  stop: { keyword: 'stop', language: 'en' },
  unsubscribe: { keyword: 'stop', language: 'en' },
  start: { keyword: 'start', language: 'en' },
};

/** At most this many characters of the query are repeated in a reply. */
const QUERY_SHOWN = 40;
const MIN_NAME_LENGTH = 8;

const listingLine = (listing: SmsListing, index: number, nameLength: number) => {
  const name = toGsm7(listing.name);
  const shown = name.length <= nameLength ? name : `${name.slice(0, nameLength - 1).trimEnd()}.`;
  return [`${index + 1} ${shown}`, listing.phone, listing.area && toGsm7(listing.area)]
    .filter(Boolean)
    .join(', ');
};

/** The reply's lines within two SMS segments: the names cut shorter until they fit. */
function fitted(header: string, listings: readonly SmsListing[]): string {
  for (let nameLength = 60; nameLength >= MIN_NAME_LENGTH; nameLength -= 4) {
    const text = [header, ...listings.map((listing, index) => listingLine(listing, index, nameLength))].join(
      '\n',
    );
    if (gsm7Length(text) <= SMS_REPLY_MAX) return text;
  }
  return fitted(header, listings.slice(0, -1));
}

/**
 * The answer to a message: HELP (in any of the site's languages) explains, STOP and START change the list of
 * numbers written to, anything else is a search whose three best listings come back, in the query's language.
 */
export async function answerSms(text: string, context: SmsContext): Promise<SmsAnswer> {
  const query = text.replace(/\s+/g, ' ').trim();
  const keyword = KEYWORDS[query.toLowerCase().replace(/[^a-z]/g, '')];
  if (keyword || !query) {
    const words = await context.words(keyword?.language ?? 'en');
    if (keyword?.keyword === 'stop') return { reply: words.smsStopped, listChange: 'stop' };
    return { reply: words.smsHelp, listChange: keyword?.keyword === 'start' ? 'start' : null };
  }
  const [language, listings] = await Promise.all([context.languageOf(query), context.find(query)]);
  const words = await context.words(language);
  const shown = toGsm7(query).slice(0, QUERY_SHOWN);
  if (!listings.length) return { reply: words.smsNothing(shown), listChange: null };
  return { reply: fitted(words.smsFound(shown), listings), listChange: null };
}
