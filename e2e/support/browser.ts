import { existsSync } from 'node:fs';

/** System Chromium only: Playwright's own browser download is not available on our machines. */
export function chromiumExecutablePath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install one with ` +
        '`sudo apt-get update && sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium/Chrome binary.',
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
