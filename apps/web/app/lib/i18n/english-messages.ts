import type { Messages } from '@lingui/core';
import { toJsonText } from '~/lib/json-text';
import type { CatalogName } from './locales';
import type { MessagesText } from './page-i18n';

/**
 * English messages of the public catalogs a signed-in area quotes (a listing's status, the claim link's
 * words), for its gates' loaders: those pages are English only and render in the browser, so the
 * catalogs come as chunks of their own there, not in the page's data.
 */
export async function englishMessages(catalogs: readonly CatalogName[]): Promise<MessagesText> {
  const loaded = await Promise.all(
    catalogs.map((catalog) => import(`../../locales/en/${catalog}.po`) as Promise<{ messages: Messages }>),
  );
  return toJsonText(Object.assign({}, ...loaded.map((module) => module.messages)) as Messages);
}

/** What the signed-in areas quote of the public pages. */
export const SIGNED_IN_AREA_CATALOGS: readonly CatalogName[] = ['listings', 'forms'];
