import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { linguiMacros } from './lingui-macros';

const SHELL_MODULES = [
  '/app/components/errors/',
  '/app/components/layout/sign-in-link',
  // The footer's and the results' filters: alone it is a request for 0.2 KB.
  '/app/components/layout/directory-links',
  '/app/components/ui/skeleton',
  // The toaster's live region and queue; how toasts are drawn (toast-items) loads with the first toast.
  '/app/components/ui/toast/index',
  '/app/components/ui/toast/toaster',
  '/app/components/ui/toast/toast-queue',
  '/app/lib/announced-toasts',
  '/app/lib/api-client/browser-config',
  '/app/lib/api-client/token-storage',
  '/app/lib/auth/use-stored-access-token',
  '/app/lib/lazy-page',
  '/app/lib/nonce',
  '/app/lib/seo',
  // What the root layout and the entry load on every page: alone, each small file costs more than its size.
  '/app/lib/kept-files',
  '/app/lib/page-files',
  '/app/lib/first-paint/script-loader',
  '/app/lib/inline-script',
  '/app/lib/visitor-position',
  '/app/lib/location-request',
];

/**
 * What the facility and provider pages show beyond their own page (the reviews as a visitor reads them, the
 * listing's sections, notices and links): one chunk instead of a dozen small ones, each of which compressed
 * alone costs more than its share of one file.
 */
const LISTING_PAGE_MODULES = [
  '/app/features/reviews/with-reviews',
  '/app/features/reviews/reviews-section',
  '/app/features/reviews/review-item',
  '/app/features/reviews/review-route',
  '/app/features/reviews/review-target',
  '/app/components/listing/avatar',
  '/app/components/listing/demo-notice',
  '/app/components/listing/linked-listings',
  '/app/components/listing/listing-section',
  '/app/components/listing/listing-status-notice',
  '/app/components/listing/manage-listing-link',
  '/app/components/listing/save-listing-button',
  '/app/lib/auth/stored-origin',
  '/app/lib/contact-url',
];

/** What the results and the listings' pages both show of a listing. */
const LISTING_MODULES = [
  '/app/components/listing/address',
  '/app/components/listing/classification-words',
  '/app/components/listing/listing-path',
  '/app/components/listing/opening-status-text',
  '/app/components/listing/rating',
  '/app/lib/use-local-copy',
];

/**
 * Named chunks and the modules each holds. The small modules those chunks share with other pages get chunks
 * of their own: left out, Rollup would put them in a chunk that uses them and bring it to those pages.
 */
const CHUNKS: ReadonlyArray<readonly [name: string, modules: readonly string[]]> = [
  ['shell', SHELL_MODULES],
  ['listing-page', LISTING_PAGE_MODULES],
  ['listing', LISTING_MODULES],
  ['date', ['/app/lib/format/date']],
  ['search-href', ['/app/components/listing/search-href']],
];

const chunkOf = (id: string) => CHUNKS.find(([, modules]) => modules.some((path) => id.includes(path)))?.[0];

export default defineConfig({
  // Macros become message lookups first; lingui() compiles the PO catalogs that loaders import.
  plugins: [
    tailwindcss(),
    linguiMacros(),
    reactRouter(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    target: 'es2020',
    rollupOptions: {
      output: {
        // The small modules the root layout needs that lazy chunks share too (token storage, toaster,
        // error pages) stay in one chunk instead of one request each on every visitor's first view.
        manualChunks: chunkOf,
      },
    },
  },
  server: {
    // `npm run dev`: pages come from Vite, /api from the API dev server.
    proxy: { '/api': new URL(process.env.API_URL ?? 'http://127.0.0.1:3001/api').origin },
  },
});
