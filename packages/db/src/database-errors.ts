/** Failures of the database connection, told apart from failures of a query, on both engines. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

const unreachableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /after calling end on the pool/i,
  /pglite is closed/i,
];

/**
 * PgBouncer's words for a server that went away: the query it ran, the wait for a connection to it, and the
 * next ones while it retries. Read only from an error of its SQLSTATE (08P01, which it also gives requests it
 * refuses), never from a wrapper whose message quotes a query's parameters.
 */
const POOLER_PROTOCOL_ERROR = '08P01';
const poolerOutageMessages = [
  /^server conn crashed/i,
  /^query_wait_timeout/i,
  /^server login has been failing/i,
  /^pgbouncer cannot connect to server/i,
];

export interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and the errors it wraps (drivers and Drizzle nest the database's error as `cause`). */
export function* causeChain(error: unknown): Generator<ErrorLike> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

/** True when an error (or its cause chain) says the database cannot be reached, so we answer 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causeChain(error)) {
    const { code, message } = link;
    if (typeof code === 'string' && unreachableCodes.has(code)) return true;
    // The query builder's wrapper quotes the statement and its parameters, which a visitor may have typed:
    // its words say nothing of the connection (its cause, read next, does).
    if (typeof message !== 'string' || 'params' in link) continue;
    if (unreachableMessages.some((pattern) => pattern.test(message))) return true;
    if (code === POOLER_PROTOCOL_ERROR && poolerOutageMessages.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}
