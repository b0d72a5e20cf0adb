import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'CareFinder';

interface RootData {
  siteUrl: string;
}

interface PageMetaInput {
  title: string;
  description: string;
  /** The page's own path, for its canonical URL. */
  path: string;
  /** Meta matches, to read the site's origin from the root loader. */
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  /** Pages no search engine should list (account and password pages). */
  noindex?: boolean;
}

/** Title, description and canonical URL that every public page carries. */
export function pageMeta({ title, description, path, matches, noindex }: PageMetaInput): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  const canonical = new URL(path, root?.siteUrl ?? 'http://localhost:3000').toString();
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** Public pages may be served by a shared cache and refreshed in the background (DESIGN §9). */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

/**
 * Pages that show "Open now" (a facility's status today): a shared cache keeps them a minute at most, as the
 * API does its facility answers, so no visitor reads a status computed long ago.
 */
export const TIME_SENSITIVE_PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=30';
