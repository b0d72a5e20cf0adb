import { matchPath } from 'react-router';
import { isLocale, SOURCE_LOCALE, TRANSLATED_PAGES, type Locale } from './locales';

export const isTranslatedPath = (pathname: string) =>
  TRANSLATED_PAGES.some((pattern) => matchPath({ path: `/${pattern}`, end: true }, pathname) !== null);

/** A site path in a language: English, and pages not yet translated, keep the bare path. */
export function localePath(locale: Locale, path: string): string {
  if (locale === SOURCE_LOCALE) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  if (!isTranslatedPath(pathname)) return path;
  return `/${locale}${pathname === '/' ? '' : pathname}${cut === -1 ? '' : path.slice(cut)}`;
}

/** The language a path is in, and the path without its prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== SOURCE_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: SOURCE_LOCALE, path: pathname };
}
