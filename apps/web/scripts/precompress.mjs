// Writes .br (quality 11) and .gz (level 9) beside every built asset, so the server sends the smallest
// encoding the browser accepts without compressing on each request (decision 0003).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assetsDir = new URL('../build/client/assets/', import.meta.url).pathname;
const compressible = /\.(js|css|svg|json)$/;

for (const name of readdirSync(assetsDir).filter((file) => compressible.test(file))) {
  const path = join(assetsDir, name);
  const content = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
}
