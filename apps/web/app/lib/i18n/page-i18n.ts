import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { fromJsonText, type JsonText } from '~/lib/json-text';
import { SOURCE_LOCALE, type Locale } from './locales';

interface RouteMatchData {
  id: string;
  data?: unknown;
}

/** Messages as loaders send them (decision 0033). */
export type MessagesText = JsonText<Messages>;

/** Each text read once: every page view and head of a page in the same language reads the same texts. */
const read = new Map<MessagesText, Messages>();
const READ_KEPT = 20;

function readMessages(text: MessagesText): Messages {
  let messages = read.get(text);
  if (!messages) {
    messages = fromJsonText(text);
    if (read.size >= READ_KEPT) read.delete(read.keys().next().value ?? '');
    read.set(text, messages);
  }
  return messages;
}

const messagesOf = (data: unknown): Messages | undefined =>
  typeof data === 'object' && data !== null && 'messages' in data && typeof data.messages === 'string'
    ? readMessages(data.messages as MessagesText)
    : undefined;

const localeOf = (matches: readonly (RouteMatchData | undefined)[]): Locale => {
  const root = matches.find((match) => match?.id === 'root')?.data;
  return typeof root === 'object' && root !== null && 'locale' in root
    ? (root.locale as Locale)
    : SOURCE_LOCALE;
};

/** An instance for one language and its messages (a loader's, to put words into the data it returns). */
export const i18nFor = ({ locale, messages }: { locale: Locale; messages: MessagesText }): I18n =>
  instanceFor(locale, readMessages(messages));

const instanceFor = (locale: Locale, messages: Messages): I18n =>
  setupI18n({ locale, messages: { [locale]: messages } });

/**
 * The messages of a page: the shell's, from the root loader, and the page's own, from its loader. One
 * instance per page view, so two requests in two languages never share one.
 */
export function pageI18n(matches: readonly (RouteMatchData | undefined)[]): I18n {
  const locale = localeOf(matches);
  const messages = Object.assign({}, ...matches.map((match) => messagesOf(match?.data))) as Messages;
  return instanceFor(locale, messages);
}

let shown: I18n = instanceFor(SOURCE_LOCALE, {});

/**
 * The words of the page on screen, for browser code outside React: a client action's toast is worded when
 * it is announced, in the language and with the catalogs of the page whose form was sent.
 */
export const pageWords = (): I18n => shown;

/** PageI18nProvider's: the page now shown speaks with these words. */
export function showPageWords(i18n: I18n): void {
  shown = i18n;
}
