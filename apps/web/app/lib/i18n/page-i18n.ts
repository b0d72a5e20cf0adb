import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { keptFile, type KeptFile } from '~/lib/kept-files';
import { SOURCE_LOCALE, type Locale } from './locales';

interface RouteMatchData {
  id: string;
  data?: unknown;
}

/** The catalogs a loader names for its page, as kept files (decision 0036). */
export type PageMessages = readonly KeptFile<Messages>[];

const isPageMessages = (value: unknown): value is PageMessages =>
  Array.isArray(value) && value.every((file) => typeof file === 'string');

/** The catalogs each matched route's data names, shell first. */
const catalogsOf = (matches: readonly (RouteMatchData | undefined)[]): PageMessages =>
  matches.flatMap((match) => {
    const data = match?.data;
    return typeof data === 'object' && data !== null && 'messages' in data && isPageMessages(data.messages)
      ? data.messages
      : [];
  });

const messagesOf = (catalogs: PageMessages): Messages =>
  Object.assign({}, ...catalogs.map((catalog) => keptFile(catalog))) as Messages;

const localeOf = (matches: readonly (RouteMatchData | undefined)[]): Locale => {
  const root = matches.find((match) => match?.id === 'root')?.data;
  return typeof root === 'object' && root !== null && 'locale' in root
    ? (root.locale as Locale)
    : SOURCE_LOCALE;
};

/** An instance for one language and its messages (a loader's, to put words into the data it returns). */
export const i18nFor = ({ locale, messages }: { locale: Locale; messages: PageMessages }): I18n =>
  instanceFor(locale, messagesOf(messages));

const instanceFor = (locale: Locale, messages: Messages): I18n =>
  setupI18n({ locale, messages: { [locale]: messages } });

/**
 * The messages of a page: the shell's, from the root loader, and the page's own, from its loader. One
 * instance per page view, so two requests in two languages never share one.
 */
export function pageI18n(matches: readonly (RouteMatchData | undefined)[]): I18n {
  return instanceFor(localeOf(matches), messagesOf(catalogsOf(matches)));
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
