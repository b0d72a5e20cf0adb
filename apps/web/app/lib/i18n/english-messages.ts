import type { Messages } from '@lingui/core';
import { keepFile } from '~/lib/kept-files';
import type { CatalogName } from './locales';
import type { PageMessages } from './page-i18n';

/**
 * English messages of the catalogs the back office's areas show (the dashboards' shared parts, a listing's
 * status, the claim link's words), for their gates' loaders: those pages are English only and render in the
 * browser, so the catalogs come as chunks of their own there, kept under their names.
 */
export async function englishMessages(catalogs: readonly CatalogName[]): Promise<PageMessages> {
  return Promise.all(
    catalogs.map(async (catalog) => {
      const { messages } = (await import(`../../locales/en/${catalog}.po`)) as { messages: Messages };
      const file = `en/${catalog}`;
      keepFile(file, messages);
      return file;
    }),
  );
}

/**
 * What the signed-in areas say beyond the shell: the account pages' own words, and what they quote of the
 * public pages (a listing's status, the claim link's words, the forms' fields).
 */
export const SIGNED_IN_AREA_CATALOGS: readonly CatalogName[] = ['account', 'listings', 'forms'];
