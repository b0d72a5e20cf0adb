const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
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

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and the errors it wraps (drivers and Drizzle nest the database's error as `cause`). */
function* causeChain(error: unknown): Generator<ErrorLike> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

/** True when an error (or its cause chain) says the database cannot be reached, so we answer 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causeChain(error)) {
    if (typeof code === 'string' && unreachableCodes.has(code)) return true;
    if (typeof message === 'string' && unreachableMessages.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

/** True when an error (or its cause chain) is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (const { code } of causeChain(error)) if (code === '23505') return true;
  return false;
}

/** True when an error (or its cause chain) is PostgreSQL's foreign_key_violation (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const { code } of causeChain(error)) if (code === '23503') return true;
  return false;
}

/** Runs a write; a unique violation becomes the problem `clash` makes of it (a 409 naming the field). */
export async function clashesAs<Result>(
  write: () => Promise<Result>,
  clash: (error: unknown) => Error,
): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? clash(error) : error;
  }
}
