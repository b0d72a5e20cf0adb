import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs everything locally by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      API_KEYS: ['carefinder-web'],
      CORS_ORIGINS: [],
      WEB_BUILD_DIR: 'apps/web/build',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
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
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %o, naming the variable', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${variable}`));
  });
});
