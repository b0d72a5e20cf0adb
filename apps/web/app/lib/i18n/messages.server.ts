import type { Messages } from '@lingui/core';
import type { CatalogName, Locale } from './locales';
import { toJsonText } from '~/lib/json-text';
import type { MessagesText } from './page-i18n';

/**
 * A page's messages in its language, compiled from the PO files at build time. Loaders return them, so
 * they reach the browser in the page's own data: no request of their own, and only the catalogs it names.
 */
export async function loadMessages(locale: Locale, catalogs: readonly CatalogName[]): Promise<MessagesText> {
  const loaded = await Promise.all(
    catalogs.map(
      (catalog) => import(`../../locales/${locale}/${catalog}.po`) as Promise<{ messages: Messages }>,
    ),
  );
  return toJsonText(Object.assign({}, ...loaded.map((module) => module.messages)) as Messages);
}
