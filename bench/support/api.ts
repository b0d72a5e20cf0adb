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
