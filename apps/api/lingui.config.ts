import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The e-mails' words, one PO catalog per language (locales/{language}/emails.po), read by the server as
 * they are written (src/lib/message-catalogs.ts). The web's catalogs are apps/web's own.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ha', 'yo', 'ig', 'pcm'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/emails',
      include: ['<rootDir>/src/modules'],
      exclude: ['**/*.test.ts', '<rootDir>/src/modules/channels/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/channels',
      include: ['<rootDir>/src/modules/channels'],
      exclude: ['**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
