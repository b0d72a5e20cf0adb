import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: { target: 'es2020' },
  server: {
    // `npm run dev`: pages come from Vite, /api from the API dev server.
    proxy: { '/api': new URL(process.env.API_URL ?? 'http://127.0.0.1:3001/api').origin },
  },
});
