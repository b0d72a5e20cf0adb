import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '@carefinder/contracts';

/**
 * The API's PO catalogs (apps/api/locales/{language}/{catalog}.po, `npm run i18n:extract -w apps/api`): the
 * e-mails', and the phone channels' (USSD screens, SMS replies). Found from the working directory the server
 * starts in, as WEB_BUILD_DIR is.
 */
const CATALOG_DIR = resolve('apps/api/locales');
export type CatalogName = 'emails' | 'channels';

/**
 * A message's id is its English text ("Hello {name},"), so English needs no catalog and a translator reads
 * the English in each PO file; the catalogs are read as they are written, their ICU compiled on first use.
 */
async function readCatalog(name: CatalogName, language: Language): Promise<Messages> {
  const filename = join(CATALOG_DIR, language, `${name}.po`);
  const catalog = await formatter().parse(await readFile(filename, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename,
  });
  return Object.fromEntries(
    Object.entries(catalog).flatMap(([id, entry]) => (entry.translation ? [[id, entry.translation]] : [])),
  );
}

const loaded = new Map<string, Promise<I18n>>();

/** A catalog's words in a language, read once per process (a failed read is tried again next time). */
export function catalogI18n(name: CatalogName, language: Language): Promise<I18n> {
  const key = `${name}/${language}`;
  let i18n = loaded.get(key);
  if (!i18n) {
    i18n = readCatalog(name, language).then((messages) => {
      // Dates and counts (i18n.date, plurals) as Nigerians write them: English is Nigerian English.
      const instance = setupI18n({
        locale: language,
        locales: [language === 'en' ? 'en-NG' : language],
        messages: { [language]: messages },
      });
      instance.setMessagesCompiler(compileMessage);
      return instance;
    });
    i18n.catch(() => loaded.delete(key));
    loaded.set(key, i18n);
  }
  return i18n;
}

/** The e-mails' words in a language. */
export const emailI18n = (language: Language): Promise<I18n> => catalogI18n('emails', language);

/** A page of the site in the language (`/ha/login`; English unprefixed), as a link in an e-mail. */
export const pageInLanguage = (publicUrl: string, language: Language, path: string): string =>
  `${publicUrl}${language === 'en' ? '' : `/${language}`}${path}`;
