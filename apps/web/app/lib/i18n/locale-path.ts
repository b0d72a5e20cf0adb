import { matchPath } from 'react-router';
import { HTML_LANG, isLocale, LOCALES, SOURCE_LOCALE, TRANSLATED_PAGES, type Locale } from './locales';

/** Whether the page at a path (its query and fragment ignored) is served in every language. */
const isTranslatedPath = (path: string) => {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return TRANSLATED_PAGES.some((pattern) => matchPath({ path: `/${pattern}`, end: true }, pathname) !== null);
};

/** A site path in a language: English, and pages not yet translated, keep the bare path. */
export function localePath(locale: Locale, path: string): string {
  if (locale === SOURCE_LOCALE) return path;
  if (!isTranslatedPath(path)) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  return `/${locale}${pathname === '/' ? '' : pathname}${cut === -1 ? '' : path.slice(cut)}`;
}

/** The language a path is in, and the path without its prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== SOURCE_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: SOURCE_LOCALE, path: pathname };
}

/**
 * A translated page in each language, as hreflang names it, English also the default (`x-default`): what
 * the page's head, the sitemap and the switcher list. None for a page not yet translated.
 */
export function languageVersions(path: string): Array<{ locale: Locale; hreflang: string; path: string }> {
  if (!isTranslatedPath(path)) return [];
  const versions = LOCALES.map((locale) => ({
    locale,
    hreflang: HTML_LANG[locale],
    path: localePath(locale, path),
  }));
  return [
    ...versions,
    { locale: SOURCE_LOCALE, hreflang: 'x-default', path: localePath(SOURCE_LOCALE, path) },
  ];
}
