import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthResponse, SessionTokens } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { loggerOptions } from '../../lib/logger.ts';
import { post, refreshWith, withBearer } from '../../testing/factories.ts';
import { linkIn } from '../../testing/smtp-sink.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const logLines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

// No SMTP_URL: the offline path, as `npm start` runs out of the box.
const { app, db } = await createTestApp({
  env: { PUBLIC_URL: 'http://localhost:3000' },
  logger: { ...(loggerOptions('info') as object), stream },
});

const password = 'Ibadan-Dugbe-Market-5';

describe('e-mail without SMTP_URL', () => {
  it('keeps the message in the email_outbox table and logs its subject, never its address or link', async () => {
    const email = 'outbox@example.ng';
    const response = await post(app, '/api/auth/signup', {
      email,
      password,
      firstName: 'Tunde',
      lastName: 'Bakare',
    });
    expect(response.statusCode).toBe(202);
    await app.mailer.idle();

    const [stored] = await db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.recipient, email));
    expect(stored?.subject).toMatch(/confirm your e-mail/i);
    const { link, token } = linkIn(stored!.body ?? '', 'verify-token');
    expect(stored?.link).toBe(link);
    expect(link).toBe(`http://localhost:3000/verify-token?token=${token}`);

    const logged = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.mail);
    expect(logged).toMatchObject({ level: 30, mail: { subject: stored!.subject } });
    // Outside development (npm run dev) no log line holds the address or the link's token.
    expect(logLines.filter((line) => line.includes(token) || line.includes(email))).toEqual([]);

    // The link from the outbox works.
    const verified = await post(app, '/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('never contain passwords, access tokens or refresh tokens, whatever the route', async () => {
    const email = 'quiet@example.ng';
    await post(app, '/api/auth/signup', { email, password, firstName: 'Zainab', lastName: 'Musa' });
    const login = (await post(app, '/api/auth/login', { email, password })).json<AuthResponse>();
    const refreshed = (await refreshWith(app, login.refresh_token)).json<SessionTokens>();
    const signedIn = withBearer(refreshed.access_token);
    const changed = await post(
      app,
      '/api/auth/change-password',
      { currentPassword: password, newPassword: `${password}-new` },
      signedIn,
    );
    expect(changed.statusCode).toBe(200);
    expect(
      (await post(app, '/api/auth/logout', { refresh_token: refreshed.refresh_token }, signedIn)).statusCode,
    ).toBe(204);
    // A failing request is logged too.
    await app.inject({
      url: `/api/auth/refresh-token?token=${login.refresh_token}x`,
      headers: withApiKey(),
    });
    await app.mailer.idle();

    const logs = logLines.join('\n');
    expect(logs).toContain('/api/auth/refresh-token?token=[REDACTED]');
    for (const secret of [
      password,
      login.access_token,
      login.refresh_token,
      refreshed.access_token,
      refreshed.refresh_token,
    ])
      expect(logs).not.toContain(secret);
  });
});
