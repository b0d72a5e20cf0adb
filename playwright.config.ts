import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './e2e/support/browser';
import { e2eServerEnv } from './e2e/support/server-env';

const { port, dataDir } = e2eServerEnv();
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The built app exactly as `npm start` serves it, on its own port and data directory.
    command: 'node apps/api/dist/server.js',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  },
});
