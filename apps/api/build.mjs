// Bundles the API (and the workspace packages it uses) into dist/server.js, and the search index's worker
// thread into dist/index-worker.js beside it (index-thread.ts starts it from there); npm packages stay external.
// Code splitting puts what server.js loads with import() (the demo-data generator) in its own file under
// dist/chunks, read only when it is imported; the code both share sits in a shared chunk there too.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'index-worker': 'src/modules/search/listing-index/index-worker.ts',
  },
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@carefinder/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
