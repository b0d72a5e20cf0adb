import {
  LANGUAGES,
  SMS_REPLY_MAX,
  USSD_SCREEN_MAX,
  USSD_TEXT_MAX,
  type Language,
} from '@carefinder/contracts';
import { gsm7Length, toGsm7 } from './gsm7.ts';
import { fittedListings, shortened, wholeLinesWithin, type ListingText } from './listing-lines.ts';
import { NEEDS, type ChannelWords, type Need } from './menu-words.ts';

/*
 * The USSD menu as a state machine, knowing no aggregator: a session is the list of its answers (the
 * aggregator's `text`), replayed from the first screen on every step, so any process continues any session
 * after a restart. Each screen is a view: its text and what each answer to it leads to, so what a screen
 * offers and what an answer does cannot drift apart. The directory (channel-directory.ts) is its only
 * source of places and listings.
 */

/** A state, LGA or town as the menu names it; a whole state has no LGAs. */
export interface MenuPlace {
  name: string;
  stateId: number;
  lgaIds: readonly number[];
}

/** A listing as a screen shows it. */
export interface MenuListing {
  name: string;
  phone: string | null;
  area: string | null;
  /** Null when open now; else when it opens today, or null `time` when not today. */
  opens: { time: string | null } | null;
}

export interface MenuDirectory {
  states(): Promise<MenuPlace[]>;
  areasOf(stateId: number): Promise<MenuPlace[]>;
  /** The place a typed name names ("ikeja", "eko"), within a state when given. */
  readPlace(text: string, withinStateId?: number): Promise<MenuPlace | null>;
  /** The nearest listings of the need open now; when none is, the nearest that open next (`openNow` false). */
  careNear(need: Need, place: MenuPlace): Promise<{ openNow: boolean; listings: MenuListing[] }>;
  emergencyLines(stateId: number): Promise<{ name: string; phones: readonly string[] }[]>;
}

export interface MenuContext {
  directory: MenuDirectory;
  words: (language: Language) => Promise<ChannelWords>;
}

/** What the phone shows next; `sms` when the answer asked for the screen's listings by SMS. */
export interface MenuReply {
  kind: 'CON' | 'END';
  /** The language the session chose (English until it has). */
  language: Language;
  text: string;
  sms: string | null;
}

type Screen =
  | { name: 'language' }
  | { name: 'home' }
  | { name: 'need' }
  /** The state, for care (`need`) or for its emergency numbers (`need` null). */
  | { name: 'state'; need: Need | null; page: number }
  | { name: 'area'; need: Need; state: MenuPlace; page: number }
  | { name: 'care'; need: Need; place: MenuPlace; page: number }
  | { name: 'emergency'; state: MenuPlace; page: number };

type Next =
  | { go: Screen; language?: Language }
  | { end: string; sms: string | null }
  | { hint: 'wrongChoice' | 'noSuchPlace' };

interface View {
  lines: string[];
  /** What each numbered answer leads to. */
  choices: Map<string, () => Next | Promise<Next>>;
  /** What a typed answer (a place's name) leads to, where the screen takes one. */
  typed?: (text: string) => Promise<Next>;
}

const BACK = '0';
const HOME = '00';
const MORE = '9';
const SMS = '8';
/** Listed choices are numbered from 1 to this; 9 is "more", 0 "back". */
const MAX_CHOICES = 8;
const MAX_LISTINGS_PER_SCREEN = 3;
const MIN_LISTINGS_PER_SCREEN = 2;
const PREFIX_LENGTH = 'CON '.length;
const BODY_MAX = USSD_SCREEN_MAX - PREFIX_LENGTH;

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yoruba',
  ig: 'Igbo',
  pcm: 'Pidgin',
};

const fits = (lines: readonly string[]) => gsm7Length(lines.join('\n')) <= BODY_MAX;

/**
 * Pages of lines: as many as fit beside the screen's other lines (`fixedLines`, its "9 More" among them), at
 * most `most` a page. `numbered` numbers each page's lines from 1: a list to pick from (states, LGAs).
 */
function pagesOf(
  lines: readonly string[],
  {
    fixedLines,
    most = Infinity,
    numbered = false,
  }: { fixedLines: readonly string[]; most?: number; numbered?: boolean },
): string[][] {
  const pages: string[][] = [[]];
  for (const text of lines) {
    let page = pages.at(-1)!;
    const line = () => (numbered ? `${page.length + 1} ${text}` : text);
    if (page.length && (page.length >= most || !fits([...fixedLines, ...page, line()])))
      pages.push((page = []));
    page.push(line());
  }
  return pages;
}

function footer(words: ChannelWords) {
  return `0 ${words.back} 00 ${words.home}`;
}

/**
 * Room for the line a wrong answer puts above a screen, which every screen leaves free: a screen that takes
 * a typed name may say it is not found, the others only that a number is no choice.
 */
const hintRoom = (words: ChannelWords, takesNames: boolean) =>
  takesNames && words.noSuchPlace.length > words.wrongChoice.length ? words.noSuchPlace : words.wrongChoice;

function languageView(): View {
  return {
    lines: [
      'CareFinder',
      ...LANGUAGES.map((language, index) => `${index + 1} ${LANGUAGE_NAMES[language]}`),
      'Emergency? Call 112',
    ],
    choices: new Map(
      LANGUAGES.map((language, index) => [String(index + 1), () => ({ go: { name: 'home' }, language })]),
    ),
  };
}

function homeView(words: ChannelWords): View {
  return {
    lines: [
      'CareFinder',
      `1 ${words.findCare}`,
      `2 ${words.emergencyNumbers}`,
      `3 ${words.chooseLanguage}`,
      words.call112,
    ],
    choices: new Map<string, () => Next>([
      ['1', () => ({ go: { name: 'need' } })],
      ['2', () => ({ go: { name: 'state', need: null, page: 0 } })],
      ['3', () => ({ go: { name: 'language' } })],
    ]),
  };
}

function needView(words: ChannelWords): View {
  return {
    lines: [
      words.whatNeed,
      ...NEEDS.map((need, index) => `${index + 1} ${words.needs[need]}`),
      footer(words),
    ],
    choices: new Map(
      NEEDS.map((need, index) => [
        String(index + 1),
        () => ({ go: { name: 'state', need, page: 0 } as Screen }),
      ]),
    ),
  };
}

/** Where a place leads: care near it, or (for emergency numbers) its state's numbers. */
function afterPlace(need: Need | null, place: MenuPlace, states: readonly MenuPlace[]): Next {
  if (need) return { go: { name: 'care', need, place, page: 0 } };
  const state = states.find((each) => each.stateId === place.stateId) ?? place;
  return { go: { name: 'emergency', state, page: 0 } };
}

/**
 * A list of places to pick from by number, or to type a name of. A typed name may be finer than the list
 * (a town at the state's screen): it leads straight to what it names.
 */
async function placeListView(
  words: ChannelWords,
  header: string,
  places: readonly MenuPlace[],
  page: number,
  onPlace: (place: MenuPlace) => Next,
  read: (text: string) => Promise<MenuPlace | null>,
  morePage: Screen,
): Promise<View> {
  const pages = pagesOf(
    places.map((place) => toGsm7(place.name)),
    {
      fixedLines: [hintRoom(words, true), header, `${MORE} ${words.more}`, footer(words)],
      most: MAX_CHOICES,
      numbered: true,
    },
  );
  const shown = pages[page] ?? [];
  const offset = pages.slice(0, page).reduce((sum, each) => sum + each.length, 0);
  const hasMore = page + 1 < pages.length;
  const choices = new Map<string, () => Next>(
    shown.map((_line, index) => [String(index + 1), () => onPlace(places[offset + index]!)]),
  );
  if (hasMore) choices.set(MORE, () => ({ go: morePage }));
  return {
    lines: [header, ...shown, ...(hasMore ? [`${MORE} ${words.more}`] : []), footer(words)],
    choices,
    typed: async (text) => {
      const place = await read(text);
      return place ? onPlace(place) : { hint: 'noSuchPlace' };
    },
  };
}

/** A listing in the caller's words: when it opens, if it is closed now. */
const listingText = (words: ChannelWords, listing: MenuListing): ListingText => ({
  ...listing,
  opens: listing.opens && (listing.opens.time ? words.opensAt(listing.opens.time) : words.closedToday),
});

async function careView(
  words: ChannelWords,
  directory: MenuDirectory,
  screen: Extract<Screen, { name: 'care' }>,
): Promise<View> {
  const needName = words.needs[screen.need];
  const placeName = toGsm7(screen.place.name);
  const found = await directory.careNear(screen.need, screen.place);
  if (!found.listings.length)
    return { lines: [words.noneNear(needName, placeName), words.call112, footer(words)], choices: new Map() };
  // The screen's heading leaves out the need, which the caller has just chosen: room for the names.
  const header = found.openNow ? words.openNear(placeName) : words.noneOpenNear(placeName);
  const listings = found.listings.map((listing) => listingText(words, listing));
  const actions = `${SMS} ${words.sendBySms} ${MORE} ${words.more}`;
  // Three a screen when they fit, at least two (one when one is left), each screen from where the last ended.
  const screenOf = (from: number) =>
    fittedListings(listings.slice(from), {
      fixedLines: [hintRoom(words, false), header, actions, footer(words)],
      max: BODY_MAX,
      most: MAX_LISTINGS_PER_SCREEN,
      least: MIN_LISTINGS_PER_SCREEN,
      numbered: false,
    });
  let from = 0;
  let lines = screenOf(0);
  for (let page = 1; page <= screen.page; page++) {
    from += Math.max(1, lines.length);
    lines = screenOf(from);
  }
  const hasMore = from + lines.length < listings.length;
  const shownActions = hasMore ? actions : `${SMS} ${words.sendBySms}`;
  const smsHeader = `CareFinder: ${found.openNow ? words.needOpenNear(needName, placeName) : header}`;
  const sms = [
    smsHeader,
    ...fittedListings(listings.slice(from, from + lines.length), {
      fixedLines: [smsHeader],
      max: SMS_REPLY_MAX,
      most: lines.length,
      least: lines.length,
      numbered: false,
    }),
  ].join('\n');
  const choices = new Map<string, () => Next>([[SMS, () => ({ end: words.smsSent, sms })]]);
  if (hasMore) choices.set(MORE, () => ({ go: { ...screen, page: screen.page + 1 } }));
  return { lines: [header, ...lines, shownActions, footer(words)], choices };
}

async function emergencyView(
  words: ChannelWords,
  directory: MenuDirectory,
  screen: Extract<Screen, { name: 'emergency' }>,
): Promise<View> {
  const header = words.emergencyIn(toGsm7(screen.state.name));
  const actions = `${SMS} ${words.sendBySms} ${MORE} ${words.more}`;
  const fixedLines = [hintRoom(words, false), header, actions, footer(words)];
  // A number is never cut: a line too long for a screen of its own has its name cut to fit.
  const room = BODY_MAX - gsm7Length(fixedLines.join('\n')) - 1;
  const lines = [
    words.national112,
    ...(await directory.emergencyLines(screen.state.stateId)).map(({ name, phones }) => {
      const numbers = `: ${phones.join(', ')}`;
      return `${shortened(toGsm7(name), Math.max(4, room - numbers.length))}${numbers}`;
    }),
  ];
  const pages = pagesOf(lines, { fixedLines });
  const shown = pages[screen.page] ?? [];
  const hasMore = screen.page + 1 < pages.length;
  const sms = wholeLinesWithin([`CareFinder: ${header}`, ...lines], SMS_REPLY_MAX);
  const choices = new Map<string, () => Next>([[SMS, () => ({ end: words.smsSent, sms })]]);
  if (hasMore) choices.set(MORE, () => ({ go: { ...screen, page: screen.page + 1 } }));
  return {
    lines: [header, ...shown, hasMore ? actions : `${SMS} ${words.sendBySms}`, footer(words)],
    choices,
  };
}

async function view(screen: Screen, words: ChannelWords, context: MenuContext): Promise<View> {
  const { directory } = context;
  switch (screen.name) {
    case 'language':
      return languageView();
    case 'home':
      return homeView(words);
    case 'need':
      return needView(words);
    case 'state': {
      const states = await directory.states();
      return placeListView(
        words,
        words.pickState,
        states,
        screen.page,
        (place) =>
          place.lgaIds.length || !screen.need
            ? afterPlace(screen.need, place, states)
            : { go: { name: 'area', need: screen.need, state: place, page: 0 } },
        (text) => directory.readPlace(text),
        { ...screen, page: screen.page + 1 },
      );
    }
    case 'area':
      return placeListView(
        words,
        words.pickArea(toGsm7(screen.state.name)),
        await directory.areasOf(screen.state.stateId),
        screen.page,
        (place) => ({ go: { name: 'care', need: screen.need, place, page: 0 } }),
        (text) => directory.readPlace(text, screen.state.stateId),
        { ...screen, page: screen.page + 1 },
      );
    case 'care':
      return careView(words, directory, screen);
    case 'emergency':
      return emergencyView(words, directory, screen);
  }
}

interface Session {
  language: Language;
  trail: Screen[];
  hint: 'wrongChoice' | 'noSuchPlace' | null;
}

/** The answers of a session as the aggregator joins them: "1*2*ikeja". */
export const sessionAnswers = (text: string): string[] =>
  text === '' ? [] : text.split('*').map((answer) => answer.trim());

/**
 * The screen after every answer of the session (`text`): the answers are replayed from the first screen.
 * `0` goes back a screen, `00` home; an answer the screen does not take repeats it with a hint.
 */
export async function answerUssd(text: string, context: MenuContext): Promise<MenuReply> {
  if (text.length > USSD_TEXT_MAX) {
    const words = await context.words('en');
    return { kind: 'END', language: 'en', text: words.tooLong, sms: null };
  }
  const session: Session = { language: 'en', trail: [{ name: 'language' }], hint: null };
  const answers = sessionAnswers(text);
  for (const [index, answer] of answers.entries()) {
    const words = await context.words(session.language);
    const current = session.trail.at(-1)!;
    session.hint = null;
    if (answer === HOME) {
      session.trail = session.trail.slice(0, 2);
      continue;
    }
    if (answer === BACK) {
      if (session.trail.length > 1) session.trail.pop();
      else session.hint = 'wrongChoice';
      continue;
    }
    const shown = await view(current, words, context);
    const choose = shown.choices.get(answer);
    const next: Next = choose
      ? await choose()
      : shown.typed && answer !== '' && !/^\d+$/.test(answer)
        ? await shown.typed(answer)
        : { hint: 'wrongChoice' };
    if ('hint' in next) session.hint = next.hint;
    else if ('end' in next) {
      // An ended session takes no more answers: one sent anyway is not a choice of the screen before.
      if (index === answers.length - 1)
        return { kind: 'END', language: session.language, text: next.end, sms: next.sms };
      session.hint = 'wrongChoice';
    } else {
      if (next.language) session.language = next.language;
      session.trail.push(next.go);
    }
  }
  const words = await context.words(session.language);
  const shown = await view(session.trail.at(-1)!, words, context);
  const lines = session.hint ? [words[session.hint], ...shown.lines] : shown.lines;
  return { kind: 'CON', language: session.language, text: lines.join('\n'), sms: null };
}
