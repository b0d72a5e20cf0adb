import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAFTED_LOCALES, LOCALES, SOURCE_LOCALE } from '../apps/web/app/lib/i18n/locales';

/**
 * The catalogs against the code (`npm run i18n:extract -w apps/web`, `-w apps/api` bring them in line): every
 * message the pages and the e-mails show is in a catalog and translated in every language, with the same
 * placeholders and tags as the English, and each language's review state is what the site says it is.
 */
const APPS = [
  // The web's messages are macros; the API's e-mails call i18n._ with their English as the id.
  { name: 'web', sources: 'app', usesMessages: /@lingui\/(core|react)\/macro/ },
  { name: 'api', sources: 'src', usesMessages: /\bi18n\._\(/ },
] as const;

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];
type Messages = Record<string, { message?: string; translation?: string; extra?: { flags?: string[] } }>;
type LoadedCatalog = { catalog: Catalog; inCode: string[]; byLocale: Record<string, Messages> };

async function loadCatalogs(appRoot: string): Promise<LoadedCatalog[]> {
  const config = getConfig({ configPath: join(appRoot, 'lingui.config.ts'), cwd: appRoot });
  const previous = process.cwd();
  process.chdir(appRoot); // the catalogs' source globs are relative to the app
  try {
    return await Promise.all(
      (await getCatalogs(config)).map(async (catalog) => ({
        catalog,
        inCode: Object.keys((await catalog.collect()) ?? {}),
        byLocale: (await catalog.readAll()) as Record<string, Messages>,
      })),
    );
  } finally {
    process.chdir(previous);
  }
}

/** `{count}`, `{0}`, `<0>`, `</0>`: what a translation must keep (plural forms may differ in wording). */
const markers = (text: string) =>
  [...text.matchAll(/<\/?\d+>|\{(\w+)[,}]/g)].map(([marker, name]) => name ?? marker).sort();

describe.each(APPS)('the $name message catalogs', ({ name, sources, usesMessages }) => {
  const appRoot = fileURLToPath(new URL(`../apps/${name}/`, import.meta.url));
  let catalogs: LoadedCatalog[];
  beforeAll(async () => {
    catalogs = await loadCatalogs(appRoot);
  }, 60_000);

  it('hold exactly the messages in the code', () => {
    for (const { catalog, inCode, byLocale } of catalogs) {
      expect({ catalog: catalog.path, ids: Object.keys(byLocale[SOURCE_LOCALE] ?? {}).sort() }).toEqual({
        catalog: catalog.path,
        ids: [...inCode].sort(),
      });
    }
  });

  it('translate every message into every language, keeping its placeholders and tags', () => {
    for (const { catalog, byLocale } of catalogs) {
      const english = byLocale[SOURCE_LOCALE] ?? {};
      for (const locale of LOCALES.filter((code) => code !== SOURCE_LOCALE)) {
        for (const [id, { translation }] of Object.entries(byLocale[locale] ?? {})) {
          const source = english[id]?.message ?? english[id]?.translation ?? '';
          expect({ catalog: catalog.path, locale, source, translated: Boolean(translation) }).toEqual({
            catalog: catalog.path,
            locale,
            source,
            translated: true,
          });
          expect({ locale, source, markers: markers(translation ?? '') }).toEqual({
            locale,
            source,
            markers: markers(source),
          });
        }
      }
    }
  });

  it('mark drafts as drafts: a language the site calls reviewed has no draft (fuzzy) message left', () => {
    for (const locale of LOCALES.filter((code) => code !== SOURCE_LOCALE)) {
      const drafts = catalogs.flatMap(({ byLocale }) =>
        Object.values(byLocale[locale] ?? {}).filter((message) => message.extra?.flags?.includes('fuzzy')),
      );
      expect({ locale, drafted: drafts.length > 0 }).toEqual({
        locale,
        drafted: DRAFTED_LOCALES.includes(locale),
      });
    }
  });

  it('cover every file that uses a message', () => {
    const covered = new Set(
      catalogs.flatMap(({ catalog }) => catalog.sourcePaths.map((path) => resolve(appRoot, path))),
    );
    const sourceRoot = join(appRoot, sources);
    const withMessages = (readdirSync(sourceRoot, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(sourceRoot, file))
      .filter((path) => usesMessages.test(readFileSync(path, 'utf8')));
    expect(withMessages.filter((path) => !covered.has(path)).map((path) => relative(appRoot, path))).toEqual(
      [],
    );
  });
});
