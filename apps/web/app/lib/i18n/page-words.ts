import { setupI18n, type I18n } from '@lingui/core';
import { SOURCE_LOCALE } from './locales';

let shown: I18n = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });

/**
 * The words of the page on screen, for browser code outside React: a client action's toast is worded when
 * it is announced, in the language and with the catalogs of the page whose form was sent.
 */
export const pageWords = (): I18n => shown;

/** PageI18nProvider's: the page now shown speaks with these words. */
export function showPageWords(i18n: I18n): void {
  shown = i18n;
}
