import { data, redirect } from 'react-router';
import { isLocale, requestedLocale, SOURCE_LOCALE, type CatalogName, type Locale } from './locales';
import { loadMessages } from './messages.server';
import type { PageMessages } from './page-i18n';

/**
 * A translated page's language, from its optional `:lang` segment, and its own catalogs in it. An unknown
 * prefix is a page that does not exist; `/en/…` is the bare English path.
 */
export async function pageMessages(
  { params, request }: { params: { lang?: string }; request: Request },
  catalogs: readonly CatalogName[],
): Promise<{ locale: Locale; messages: PageMessages }> {
  const { lang } = params;
  if (lang === SOURCE_LOCALE) {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.slice(SOURCE_LOCALE.length + 1) || '/'}${url.search}`, 301);
  }
  if (lang !== undefined && !isLocale(lang)) throw data('Not found', { status: 404 });
  const locale = requestedLocale(params);
  return { locale, messages: await loadMessages(locale, catalogs) };
}
