import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from './locales';

interface RouteMatchData {
  id: string;
  data?: unknown;
}

const messagesOf = (data: unknown): Messages | undefined =>
  typeof data === 'object' && data !== null && 'messages' in data ? (data.messages as Messages) : undefined;

const localeOf = (matches: readonly (RouteMatchData | undefined)[]): Locale => {
  const root = matches.find((match) => match?.id === 'root')?.data;
  return typeof root === 'object' && root !== null && 'locale' in root
    ? (root.locale as Locale)
    : SOURCE_LOCALE;
};

/** An instance for one language and its messages (a loader's, to put words into the data it returns). */
export const i18nFor = ({ locale, messages }: { locale: Locale; messages: Messages }): I18n =>
  setupI18n({ locale, messages: { [locale]: messages } });

/**
 * The messages of a page: the shell's, from the root loader, and the page's own, from its loader. One
 * instance per page view, so two requests in two languages never share one.
 */
export function pageI18n(matches: readonly (RouteMatchData | undefined)[]): I18n {
  const locale = localeOf(matches);
  const messages = Object.assign({}, ...matches.map((match) => messagesOf(match?.data))) as Messages;
  return i18nFor({ locale, messages });
}
