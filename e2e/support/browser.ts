import { existsSync } from 'node:fs';

/**
 * The browser the tests and benchmarks drive: Chromium's headless shell when installed, which is what
 * Playwright itself runs headless. The full browser's headless mode spends a third more time on the same
 * journeys (decision 0038) and its own drawing, on our two cores, is charged to the page by Lighthouse
 * (decision 0039). System browsers only: Playwright's own browser download is not available on our machines.
 */
export function testBrowserPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install one with ` +
        '`sudo apt-get update && sudo apt-get install -y chromium-headless-shell`, or set CHROME_PATH to a ' +
        'Chromium/Chrome binary.',
    );
  }
  return found;
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
