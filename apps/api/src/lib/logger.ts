import type { FastifyServerOptions } from 'fastify';

/** The `token` query parameter (spec §7 refresh call) carries a secret; logs never show it. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|refresh_token)=)[^&#]*/gi, '$1[REDACTED]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
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
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
