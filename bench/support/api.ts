import { startBuiltServer, type RunningServer } from './built-server.ts';

/** The client key the benchmark servers accept (`API_KEYS`) and every request sends in `x-api-key`. */
export const API_KEY = 'carefinder-bench';

/**
 * The built server with the API only (no web build, no demo data of its own), on PostgreSQL when `env` sets
 * DATABASE_URL, else on the embedded database in `dataDir` (a fresh one when unset).
 */
export function startApiServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  return startBuiltServer(
    { API_KEYS: API_KEY, WEB_BUILD_DIR: '', SEED_DEMO: 'false', ...env },
    dataDir,
    '/api/health',
  );
}

/** GETs an API path and parses the JSON answer; anything but 200 is an error that names the path. */
export async function getJson<Body>(baseUrl: string, path: string): Promise<Body> {
  const response = await fetch(baseUrl + path, { headers: { 'x-api-key': API_KEY } });
  if (response.status !== 200) {
    throw new Error(`GET ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  return (await response.json()) as Body;
}

/** What /api/ready says of search. */
export interface SearchReadiness {
  matchedIn: 'memory' | 'database';
  listings: number;
  indexCopies: number;
  indexBytes: number;
  lastBuildMs: number | null;
}

/**
 * Waits until searches are matched in the in-memory index (the database answers them while it is built, at
 * start-up, and the build's reads and copies load the machine), and gives what /api/ready then says.
 */
export async function searchIndexBuilt(baseUrl: string): Promise<SearchReadiness> {
  const started = performance.now();
  for (;;) {
    const { search } = await getJson<{ search: SearchReadiness }>(baseUrl, '/api/ready');
    if (search.matchedIn === 'memory') return search;
    if (performance.now() - started > 300_000)
      throw new Error('The search index was not built within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
