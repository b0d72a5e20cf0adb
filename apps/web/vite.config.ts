import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { linguiMacros } from './lingui-macros';

const SHELL_MODULES = [
  '/app/components/errors/',
  '/app/components/layout/sign-in-link',
  '/app/components/ui/skeleton',
  '/app/components/ui/toast/',
  '/app/lib/announced-toasts',
  '/app/lib/api-client/browser-config',
  '/app/lib/api-client/token-storage',
  '/app/lib/auth/use-stored-access-token',
  '/app/lib/lazy-page',
  '/app/lib/nonce',
  '/app/lib/seo',
];

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
        manualChunks: (id) => (SHELL_MODULES.some((path) => id.includes(path)) ? 'shell' : undefined),
      },
    },
  },
  server: {
    // `npm run dev`: pages come from Vite, /api from the API dev server.
    proxy: { '/api': new URL(process.env.API_URL ?? 'http://127.0.0.1:3001/api').origin },
  },
});
