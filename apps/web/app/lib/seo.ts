import type { MetaDescriptor } from 'react-router';
import { languageVersions, localePath } from '~/lib/i18n/locale-path';
import { SOURCE_LOCALE, type Locale } from '~/lib/i18n/locales';

export const SITE_NAME = 'CareFinder';

interface RootData {
  siteUrl: string;
  locale: Locale;
}

interface PageMetaInput {
  title: string;
  /** None for an account page: no one finds it by search, and its own words reach the server too late. */
  description?: string;
  /** The page's own path, for its canonical URL. */
  path: string;
  /** Meta matches, to read the site's origin from the root loader. */
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  /** Pages no search engine should list (account and password pages). */
  noindex?: boolean;
}

/**
 * Title, description and canonical URL that every public page carries; a translated page names itself in
 * each language (hreflang), English being the default.
 */
export function pageMeta({ title, description, path, matches, noindex }: PageMetaInput): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  const url = (locale: Locale) =>
    new URL(localePath(locale, path), root?.siteUrl ?? 'http://localhost:3000').toString();
  const canonical = url(root?.locale ?? SOURCE_LOCALE);
  const alternates: MetaDescriptor[] = languageVersions(path).map((version) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: version.hreflang,
    href: url(version.locale),
  }));
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    ...(description === undefined ? [] : [{ name: 'description', content: description }]),
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates,
    { property: 'og:title', content: fullTitle },
    ...(description === undefined ? [] : [{ property: 'og:description', content: description }]),
    { property: 'og:url', content: canonical },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** Public pages may be served by a shared cache and refreshed in the background (DESIGN §9). */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

/**
 * A page that shows one API answer is kept as long as that answer (a blog page: until the next scheduled post
 * appears): its loader sends the answer's Cache-Control, `headersFromLoader` answers it, the public default
 * when the loader sent none (an error page).
 */
export const cacheControlHeaders = (cacheControl: string | undefined): Record<string, string> => ({
  'Cache-Control': cacheControl ?? PUBLIC_PAGE_CACHE_CONTROL,
});
export const headersFromLoader = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? PUBLIC_PAGE_CACHE_CONTROL,
});

/**
 * A listing's page, which its owner changes: a browser asks again each time (the server answers from its kept
 * page, decision 0016), so the owner sees their change on the next visit; a shared cache keeps it as long.
 */
export const LISTING_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/** A page that shows "Open now" is kept at most this long, as the API keeps its facility answers. */
export const TIME_SENSITIVE_PAGE_MAX_SECONDS = 60;

/**
 * Pages that show "Open now" (a facility's status today): a shared cache (and the server's kept pages,
 * decision 0016) keeps them only while what they show holds: `seconds` as the status rule says
 * (secondsOpeningStatusHolds), or the rest of the minute where the page cannot tell; never served stale. A
 * browser asks again each time, so a facility's team sees their change on the next visit.
 */
export const timeSensitiveCacheControl = (seconds: number) => `public, max-age=0, s-maxage=${seconds}`;

/**
 * The headers function of a time-sensitive page: the Cache-Control its loader worked out; an error page (not
 * found) is not kept.
 */
export const timeSensitiveHeaders = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'no-cache',
});
