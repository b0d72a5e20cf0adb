import autocannon from 'autocannon';
import { API_KEY } from './api.ts';

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  /** Responses other than 2xx, by status code. */
  non2xx: Record<string, number>;
  /** Connection errors, timeouts included. */
  errors: number;
}

const WARMUP_SECONDS = 3;

/**
 * Drives `paths` round-robin (one shared sequence over all connections) at `connections` concurrent
 * connections for `seconds`, after an unmeasured warm-up; latency percentiles are exact, from every response.
 * Returns once the server has answered everything the run sent.
 */
export async function drive(
  baseUrl: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  let next = 0;
  const milliseconds: number[] = [];
  const run = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    warmup: { connections, duration: Math.min(WARMUP_SECONDS, seconds) },
    headers: { 'x-api-key': API_KEY, ...headers },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  run.on('response', (_client, _status, _bytes, ms) => milliseconds.push(ms));
  const result = await run;
  // The server still works off what the run left in flight; one more request waits for that to end.
  await fetch(baseUrl + paths[0], { headers: { 'x-api-key': API_KEY } });
  milliseconds.sort((a, b) => a - b);
  const percentile = (p: number) => milliseconds[Math.max(0, Math.ceil(p * milliseconds.length) - 1)] ?? NaN;
  const non2xx = Object.fromEntries(
    Object.entries(result.statusCodeStats)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => [status, count]),
  );
  return {
    p50: percentile(0.5),
    p95: percentile(0.95),
    p99: percentile(0.99),
    requestsPerSecond: result.requests.average,
    non2xx,
    errors: result.errors,
  };
}
