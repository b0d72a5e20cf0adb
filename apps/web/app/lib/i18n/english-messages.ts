import type { Messages } from '@lingui/core';
import { toJsonText } from '~/lib/json-text';
import type { CatalogName } from './locales';
import type { MessagesText } from './page-i18n';

/**
 * English messages of the catalogs the back office's areas show (the dashboards' shared parts, a listing's
 * status, the claim link's words), for their gates' loaders: those pages are English only and render in the
 * browser, so the catalogs come as chunks of their own there, not in the page's data.
 */
export async function englishMessages(catalogs: readonly CatalogName[]): Promise<MessagesText> {
  const loaded = await Promise.all(
    catalogs.map((catalog) => import(`../../locales/en/${catalog}.po`) as Promise<{ messages: Messages }>),
  );
  return toJsonText(Object.assign({}, ...loaded.map((module) => module.messages)) as Messages);
}

/**
 * What the signed-in areas say beyond the shell: the account pages' own words, and what they quote of the
 * public pages (a listing's status, the claim link's words, the forms' fields).
 */
export const SIGNED_IN_AREA_CATALOGS: readonly CatalogName[] = ['account', 'listings', 'forms'];
