import autocannon from 'autocannon';
import { API_KEY } from './api.ts';

/** Exact latency percentiles of a set of responses, in milliseconds (NaN when there were none). */
export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadResult {
  /** Latency of every response, whatever its status, and responses a second. */
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  /** The 2xx answers: their latency, and how many the run got a second. */
  answered: Latency & { perSecond: number };
  /** The 503s (load shed): how fast they came, and how many carried Retry-After. */
  refused: Latency & { withRetryAfter: number };
  /** Responses other than 2xx, by status code (the 503s included). */
  non2xx: Record<string, number>;
  /** Connection errors, timeouts included. */
  errors: number;
  /** Requests the client gave up on (no answer within autocannon's 10 s). */
  timeouts: number;
}

const WARMUP_SECONDS = 3;

function latency(milliseconds: number[]): Latency {
  milliseconds.sort((a, b) => a - b);
  const percentile = (p: number) => milliseconds[Math.max(0, Math.ceil(p * milliseconds.length) - 1)] ?? NaN;
  return { count: milliseconds.length, p50: percentile(0.5), p95: percentile(0.95), p99: percentile(0.99) };
}

/** Told when the measured run (after the warm-up) starts and ends, e.g. to read CPU time (thread-cpu.ts). */
export interface RunWatch {
  measuredRunStarted(): void;
  measuredRunEnded(): void;
}

/** One request of a run: its path, and for a write its method, body and headers. */
export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

/**
 * Drives `paths` round-robin (one shared sequence over all connections) at `connections` concurrent
 * connections for `seconds`, after an unmeasured warm-up. Latency percentiles are exact: over every response,
 * over the 2xx answers alone, and over the 503s, whose Retry-After header is read from each one.
 * Returns once the server has answered everything the run sent.
 */
export function drive(
  baseUrl: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  watch?: RunWatch,
): Promise<LoadResult> {
  return driveRequests(
    baseUrl,
    (n) => ({ path: paths[n % paths.length]! }),
    connections,
    seconds,
    headers,
    watch,
  );
}

/** As `drive`, each request made by `requestAt` from its number in the run (warm-up included). */
export async function driveRequests(
  baseUrl: string,
  requestAt: (n: number) => LoadRequest,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  watch?: RunWatch,
): Promise<LoadResult> {
  let next = 0;
  let measuring = false;
  let withRetryAfter = 0;
  const every: number[] = [];
  const answered: number[] = [];
  const refused: number[] = [];
  const run = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    warmup: { connections, duration: Math.min(WARMUP_SECONDS, seconds) },
    headers: { 'x-api-key': API_KEY, ...headers },
    requests: [
      {
        setupRequest: (request) => {
          const made = requestAt(next++);
          return { ...request, ...made, headers: { ...request.headers, ...made.headers } };
        },
        // Called for the warm-up's responses too; only the measured run's are counted.
        onResponse: (status, _body, _context, responseHeaders) => {
          const retryAfter = Object.keys(responseHeaders).some(
            (name) => name.toLowerCase() === 'retry-after',
          );
          if (measuring && status === 503 && retryAfter) withRetryAfter++;
        },
      },
    ],
  });
  // The measured run starts when the warm-up ends; `response` is only emitted for the measured run.
  run.on('start', () => {
    measuring = true;
    watch?.measuredRunStarted();
  });
  run.on('response', (_client, status, _bytes, ms) => {
    every.push(ms);
    if (status >= 200 && status < 300) answered.push(ms);
    else if (status === 503) refused.push(ms);
  });
  const result = await run;
  watch?.measuredRunEnded();
  // The server still works off what the run left in flight; one more request waits for that to end.
  const last = requestAt(next++);
  await fetch(baseUrl + last.path, {
    method: last.method ?? 'GET',
    headers: { 'x-api-key': API_KEY, ...last.headers },
    ...(last.body === undefined ? {} : { body: last.body }),
  });
  const non2xx = Object.fromEntries(
    Object.entries(result.statusCodeStats)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => [status, count]),
  );
  const { p50, p95, p99 } = latency(every);
  return {
    p50,
    p95,
    p99,
    requestsPerSecond: result.requests.average,
    answered: { ...latency(answered), perSecond: answered.length / seconds },
    refused: { ...latency(refused), withRetryAfter },
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The share of a run's requests refused with 503 (DESIGN §6: at most 1 % at 50 connections). */
export const refusedShare = ({ refused, answered }: LoadResult) =>
  refused.count / Math.max(1, refused.count + answered.count);
