import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { keepFile, type KeptFile } from '~/lib/kept-files';
import { keptFileOf } from '~/lib/kept-files.server';
import { CATALOGS, isLocale, type CatalogName, type Locale } from './locales';

interface ServedCatalog {
  address: KeptFile<Messages>;
  messages: Messages;
  /** The JSON the address serves, made once. */
  json: string;
}

const served = new Map<string, Promise<ServedCatalog>>();

async function compileCatalog(locale: Locale, catalog: CatalogName): Promise<ServedCatalog> {
  const { messages } = (await import(`../../locales/${locale}/${catalog}.po`)) as { messages: Messages };
  return { ...keptFileOf(`messages/${locale}`, catalog, messages), messages };
}

function servedCatalog(locale: Locale, catalog: CatalogName): Promise<ServedCatalog> {
  const key = `${locale}/${catalog}`;
  let catalogPromise = served.get(key);
  if (!catalogPromise) {
    catalogPromise = compileCatalog(locale, catalog);
    served.set(key, catalogPromise);
  }
  return catalogPromise;
}

/**
 * A page's catalogs in its language, compiled from the PO files at build time, as kept files (decision
 * 0036): loaders return their addresses, and the server keeps their messages for the render.
 */
export async function loadMessages(
  locale: Locale,
  catalogs: readonly CatalogName[],
): Promise<KeptFile<Messages>[]> {
  const loaded = await Promise.all(catalogs.map((catalog) => servedCatalog(locale, catalog)));
  for (const { address, messages } of loaded) keepFile(address, messages);
  return loaded.map(({ address }) => address);
}

const isCatalogName = (name: string | undefined): name is CatalogName =>
  name !== undefined && Object.hasOwn(CATALOGS, name);

/** Today's catalog of a `/messages/:locale/:file` address; undefined for a catalog or language we lack. */
export async function catalogAt(
  locale: string,
  catalog: string | undefined,
): Promise<{ address: string; json: string } | undefined> {
  return isLocale(locale) && isCatalogName(catalog) ? servedCatalog(locale, catalog) : undefined;
}

/** Words a server module writes into data in one language (filter choices), from these catalogs. */
export async function catalogI18n(locale: Locale, catalogs: readonly CatalogName[]): Promise<I18n> {
  const loaded = await Promise.all(catalogs.map((catalog) => servedCatalog(locale, catalog)));
  return setupI18n({
    locale,
    messages: { [locale]: Object.assign({}, ...loaded.map(({ messages }) => messages)) },
  });
}
