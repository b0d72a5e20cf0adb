import { readFileSync } from 'node:fs';
import { machineSize } from './lib/machine-size.ts';
import { describe, expect, it } from 'vitest';
import { configSchema, defaultIndexThreads, loadConfig } from './config.ts';

describe('.env.example', () => {
  it('lists every variable the API reads, and in its API part no other', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    // The API's part runs up to the web server's heading; a commented-out line names a variable too.
    const apiPart = example.split('# --- Web server')[0] ?? '';
    const listed = [...apiPart.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(new Set(listed)).toEqual(new Set(Object.keys(configSchema.shape)));
  });
});

describe('loadConfig', () => {
  it('runs everything locally by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      API_KEYS: ['carefinder-web'],
      CORS_ORIGINS: [],
      WEB_BUILD_DIR: 'apps/web/build',
      PUBLIC_URL: 'http://localhost:3000',
      MAIL_FROM: 'CareFinder <no-reply@carefinder.local>',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      LOGIN_MAX_FAILURES: 5,
      LOGIN_LOCKOUT_SECONDS: 900,
      SEARCH_RATE_LIMIT_PER_MINUTE: 600,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it.each([
    [{ API_KEYS: 'web, mobile ,ussd' }, { API_KEYS: ['web', 'mobile', 'ussd'] }],
    [
      { CORS_ORIGINS: 'https://carefinder.ng,https://partner.example' },
      { CORS_ORIGINS: ['https://carefinder.ng', 'https://partner.example'] },
    ],
    [{ PORT: '8080' }, { PORT: 8080 }],
    [{ WEB_BUILD_DIR: '' }, { WEB_BUILD_DIR: '' }],
    [{ PORT: '8080' }, { PUBLIC_URL: 'http://localhost:8080' }],
    [{ PUBLIC_URL: 'https://carefinder.ng/' }, { PUBLIC_URL: 'https://carefinder.ng' }],
    [{ SMTP_URL: 'smtp://user:pass@mail.example:587' }, { SMTP_URL: 'smtp://user:pass@mail.example:587' }],
    [
      { ACCESS_TOKEN_TTL_SECONDS: '60', LOGIN_MAX_FAILURES: '3' },
      { ACCESS_TOKEN_TTL_SECONDS: 60, LOGIN_MAX_FAILURES: 3 },
    ],
    // Load shedding on the event loop's delay: on for PostgreSQL, off for the embedded database.
    [{}, { OVERLOAD_EVENT_LOOP_DELAY_MS: 0 }],
    [{ DATABASE_URL: 'postgres://127.0.0.1/carefinder' }, { OVERLOAD_EVENT_LOOP_DELAY_MS: 200 }],
    [{ OVERLOAD_EVENT_LOOP_DELAY_MS: '500' }, { OVERLOAD_EVENT_LOOP_DELAY_MS: 500 }],
    [
      { DATABASE_URL: 'postgres://127.0.0.1/carefinder', OVERLOAD_EVENT_LOOP_DELAY_MS: ' ' },
      { OVERLOAD_EVENT_LOOP_DELAY_MS: 200 },
    ],
    // Searches computed at once: most of PostgreSQL's pool of 10, fewer on the embedded database.
    [{}, { SEARCH_MAX_IN_FLIGHT: 4, SEARCH_MAX_WAITING: 48, SEARCH_MAX_WAIT_MS: 1_000 }],
    [{ DATABASE_URL: 'postgres://127.0.0.1/carefinder' }, { SEARCH_MAX_IN_FLIGHT: 8 }],
    [
      { SEARCH_MAX_IN_FLIGHT: '0', SEARCH_MAX_WAITING: '10', SEARCH_MAX_WAIT_MS: '250' },
      { SEARCH_MAX_IN_FLIGHT: 0, SEARCH_MAX_WAITING: 10, SEARCH_MAX_WAIT_MS: 250 },
    ],
    // Copies of the search index: as many as the cores allow (see below), unless said.
    [{}, { SEARCH_INDEX_THREADS: defaultIndexThreads(machineSize()) }],
    [{ SEARCH_INDEX_THREADS: '3' }, { SEARCH_INDEX_THREADS: 3 }],
  ])('reads %o', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it('treats a blank DATABASE_URL as unset (embedded database)', () => {
    expect(loadConfig({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ API_KEYS: ' , ' }, 'API_KEYS'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'carefinder123' }, 'ADMIN_PASSWORD: Do not use the name CareFinder'],
    [{ ADMIN_PASSWORD: 'aaaaaaaaaaaa' }, 'ADMIN_PASSWORD: Do not make a password of one character'],
    [
      { ADMIN_EMAIL: 'ngozi.okafor@example.ng', ADMIN_PASSWORD: 'ngozi.okafor-2026' },
      'ADMIN_PASSWORD: Do not use your e-mail',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ PUBLIC_URL: 'carefinder.ng' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ LOGIN_MAX_FAILURES: '0' }, 'LOGIN_MAX_FAILURES'],
    [{ SEARCH_INDEX_THREADS: '0' }, 'SEARCH_INDEX_THREADS'],
    [{ SEARCH_INDEX_THREADS: 'two' }, 'SEARCH_INDEX_THREADS'],
    [{ DATABASE_READ_URL: 'postgres://replica/carefinder' }, 'DATABASE_READ_URL: needs DATABASE_URL'],
  ])('refuses %o, naming the variable', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${variable}`));
  });

  const GIB = 2 ** 30;
  it.each([
    [1, 24, 1],
    [2, 24, 2],
    [8, 24, 2],
    [4, 1, 1],
    [4, 1.25, 2],
    [4, 0.5, 1],
  ])(
    'holds one copy of the search index a core on %i cores, at most 2, as many as %f GiB hold, at least one: %i',
    (cores, gibibytes, copies) => {
      expect(defaultIndexThreads({ cores, memoryBytes: gibibytes * GIB })).toBe(copies);
    },
  );
});
