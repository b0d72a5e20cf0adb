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

/** True when an error (or its cause chain) says the database cannot be reached, so we answer 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && unreachableCodes.has(code)) return true;
    if (typeof message === 'string' && unreachableMessages.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}
