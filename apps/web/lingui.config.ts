import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CATALOGS, LOCALES, SOURCE_LOCALE } from './app/lib/i18n/locales';

/**
 * One PO file per catalog and language (app/locales/{locale}/{catalog}.po): a page loads the shell's
 * catalog and its own, never the whole site's (decision 0032). Each catalog takes the messages of the
 * files under its folders; a message in a file no catalog includes fails the catalogs' test.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  catalogs: Object.entries(CATALOGS).map(([name, include]) => ({
    path: `<rootDir>/app/locales/{locale}/${name}`,
    include: include.map((folder) => `<rootDir>/app/${folder}`),
    exclude: ['**/*.test.ts', '**/*.test.tsx'],
  })),
  format: formatter({ lineNumbers: false }),
});
