/**
 * `npm run bench:startup`: time from starting the built server to the first 200 of the home page
 * (DESIGN §6: ≤ 5 s on an already-built tree), with a new embedded database and with an existing one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from './support/built-server.ts';

const BUDGET_MS = 5_000;
const dataDir = mkdtempSync(join(tmpdir(), 'carefinder-startup-'));
try {
  for (const label of ['new database', 'existing database', 'existing database']) {
    const server = await startBuiltServer({}, dataDir);
    await server.stop();
    const verdict = server.startupMs <= BUDGET_MS ? 'within budget' : 'OVER BUDGET';
    console.log(`${label.padEnd(18)} ${(server.startupMs / 1000).toFixed(2)} s to first 200  ${verdict}`);
  }
  console.log(`Budget (DESIGN §6): ≤ ${BUDGET_MS / 1000} s on an already-built tree.`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
