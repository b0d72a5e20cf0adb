import type { FastifyServerOptions } from 'fastify';

/** The `token` query parameter (spec §7 refresh call) carries a secret; logs never show it. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|refresh_token)=)[^&#]*/gi, '$1[REDACTED]');
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

/**
 * What a log line keeps of an error: an allow-list, so nothing a database error carries about the row
 * reaches the log. Drizzle's "Failed query" message and stack end with the bound parameters (a password
 * hash, a token, an e-mail), and PostgreSQL's `detail` repeats the failing row: both are left out.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const record = error as Error & Record<string, unknown>;
  let message = error.message;
  let stack = error.stack ?? '';
  if (typeof record.query === 'string' && 'params' in record) {
    message = `Failed query: ${record.query}`;
    // The stack starts with "<name>: <message>"; keep only its frames.
    const frames = stack.indexOf('\n    at ', `${error.name}: ${error.message}`.length - 1);
    stack = frames >= 0 ? `${error.name}: ${message}${stack.slice(frames)}` : '';
  }
  const text = (key: string) => (typeof record[key] === 'string' ? { [key]: record[key] } : {});
  return {
    type: error.name,
    message,
    stack,
    ...text('code'),
    ...text('constraint'),
    ...text('table'),
    ...text('column'),
    ...(error.cause !== undefined && depth < 5 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'req.headers["x-render-pass"]',
        'headers["x-render-pass"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.passwordHash',
        '*.access_token',
        '*.refresh_token',
        '*.token',
        '*.tokenHash',
        // Configuration, should anything ever log it.
        '*.JWT_SECRET',
        '*.SMTP_URL',
        '*.ADMIN_PASSWORD',
        '*.API_RENDER_PASS',
        '*.AFRICASTALKING_API_KEY',
        '*.CHANNELS_CALLBACK_TOKEN',
        '*.PHONE_HASH_SECRET',
        // Phone numbers in the channels' callbacks, should a body ever be logged.
        '*.phoneNumber',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      err: serializeError,
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
