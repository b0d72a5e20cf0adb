import { SMS_REPLY_MAX, type Language } from '@carefinder/contracts';
import { toGsm7 } from './gsm7.ts';
import { fittedListings, type ListingText } from './listing-lines.ts';
import type { ChannelWords } from './menu-words.ts';

export interface SmsContext {
  /** The language the query is written in. */
  languageOf(text: string): Promise<Language>;
  /** The three best listings for the query, read as search reads it. */
  find(text: string): Promise<ListingText[]>;
  words(language: Language): Promise<ChannelWords>;
}

export interface SmsAnswer {
  reply: string;
  /** STOP: no more messages to the number; START: messages again. */
  listChange: 'stop' | 'start' | null;
}

type Keyword = 'help' | 'stop' | 'start';

/** The words a whole message may be to ask for help, each with the language it is in. */
const HELP_WORDS = new Map<string, Language>([
  ['help', 'en'],
  ['info', 'en'],
  ['taimako', 'ha'],
  ['iranlowo', 'yo'],
  ['enyemaka', 'ig'],
]);
/** The first words of a short message that stop or start messages ("STOP", "stop all", "START please"). */
const LIST_WORDS = new Map<string, 'stop' | 'start'>([
  ['stop', 'stop'],
  ['unsubscribe', 'stop'],
  ['start', 'start'],
]);
/** A longer message beginning with "stop" is a search ("stop bleeding clinic ikeja"). */
const LIST_MESSAGE_WORDS = 3;

/** Whether the message asks for help, or to stop or start messages, and in which language. */
export function keywordOf(text: string): { keyword: Keyword; language: Language } | null {
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const help = words.length === 1 ? HELP_WORDS.get(words[0]!) : undefined;
  if (help) return { keyword: 'help', language: help };
  const listChange = words.length <= LIST_MESSAGE_WORDS ? LIST_WORDS.get(words[0] ?? '') : undefined;
  return listChange ? { keyword: listChange, language: 'en' } : null;
}

/** At most this many characters of the query are repeated in a reply. */
const QUERY_SHOWN = 40;
/** The listings an answer names, at most. */
const LISTINGS_SENT = 3;

/**
 * The answer to a message: HELP (in any of the site's languages) explains, STOP and START change the list of
 * numbers written to, anything else is a search whose three best listings come back, in the query's language.
 */
export async function answerSms(text: string, context: SmsContext): Promise<SmsAnswer> {
  const query = text.replace(/\s+/g, ' ').trim();
  const keyword = keywordOf(query);
  if (keyword || !query) {
    const words = await context.words(keyword?.language ?? 'en');
    if (keyword?.keyword === 'stop') return { reply: words.smsStopped, listChange: 'stop' };
    return { reply: words.smsHelp, listChange: keyword?.keyword === 'start' ? 'start' : null };
  }
  const [language, listings] = await Promise.all([context.languageOf(query), context.find(query)]);
  const words = await context.words(language);
  const shown = toGsm7(query).slice(0, QUERY_SHOWN);
  if (!listings.length) return { reply: words.smsNothing(shown), listChange: null };
  const header = words.smsFound(shown);
  const lines = fittedListings(listings, {
    fixedLines: [header],
    max: SMS_REPLY_MAX,
    most: LISTINGS_SENT,
    least: 1,
    numbered: true,
  });
  return { reply: [header, ...lines].join('\n'), listChange: null };
}
