import { existsSync } from 'node:fs';

function firstInstalled(candidates: ReadonlyArray<string | undefined>, install: string): string {
  const paths = candidates.filter((path): path is string => Boolean(path));
  const found = paths.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${paths.join(', ')}). Install one with ` +
        `\`sudo apt-get update && sudo apt-get install -y ${install}\`, or set CHROME_PATH to a Chromium/Chrome binary.`,
    );
  }
  return found;
}

/**
 * The browser the tests drive: Chromium's headless shell when installed, which is what Playwright itself
 * runs headless; the full browser's headless mode spends a third more time on the same journeys (decision
 * 0038). System browsers only: Playwright's own browser download is not available on our machines.
 */
export function testBrowserPath(): string {
  return firstInstalled(
    [
      process.env.CHROME_PATH,
      '/usr/bin/chromium-headless-shell',
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
    ],
    'chromium-headless-shell',
  );
}

/** The full browser, as a visitor runs it: what Lighthouse measures (bench/lighthouse.ts). */
export function fullBrowserPath(): string {
  return firstInstalled(
    [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    'chromium',
  );
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-gpu-rasterization',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
