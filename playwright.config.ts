import { defineConfig } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './e2e/support/browser';
import {
  E2E_ADMIN,
  E2E_CALLBACK_TOKEN,
  e2eServerEnv,
  SHORT_ACCESS_TOKEN_TTL_SECONDS,
} from './e2e/support/server-env';

const { port, dataDir, shortTtlPort, shortTtlDataDir, smtpPort, mailboxPort } = e2eServerEnv();
const baseURL = `http://127.0.0.1:${port}`;

/** The built app exactly as `npm start` serves it, on its own port and data directory. */
function appServer(appPort: string, appDataDir: string, extraEnv: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${appPort}`;
  return {
    command: 'node apps/api/dist/server.js',
    url: `${url}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: appPort,
      HOST: '127.0.0.1',
      DATA_DIR: appDataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Each run counts its own rate limits: a shared Redis would carry counters over from earlier runs.
      REDIS_URL: '',
      // E-mail goes over real SMTP to the sink; its links point back at this server.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The suite signs up many visitors through the API, each from an address of its own (signUpByApi).
      TRUST_PROXY: '1',
      // Behind that proxy, the aggregator's callbacks carry a token (e2e/channels.spec.ts).
      CHANNELS_CALLBACK_TOKEN: E2E_CALLBACK_TOKEN,
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  // Two browsers, the app and its embedded database share two cores: an axe sweep of a page alone takes
  // 5–10 s when they are all busy, and a reload with its data up to 10 s. Playwright's defaults (30 s a
  // test, 5 s an expectation) assume an idle, faster machine; these fail only when a page is truly stuck.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node e2e/support/smtp-sink.mjs',
      url: `http://127.0.0.1:${mailboxPort}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { SMTP_SINK_PORT: smtpPort, MAILBOX_PORT: mailboxPort },
    },
    appServer(port, dataDir),
    // Only the session-refresh tests use it (e2e/session-refresh.spec.ts).
    appServer(shortTtlPort, shortTtlDataDir, {
      ACCESS_TOKEN_TTL_SECONDS: String(SHORT_ACCESS_TOKEN_TTL_SECONDS),
      // Its tests need accounts only: without the demo listings it starts in a fraction of the CPU.
      SEED_DEMO: 'false',
    }),
  ],
});
