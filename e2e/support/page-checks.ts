import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** WCAG 2.2 AA (and axe's best practices) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // Legacy mode runs axe in the page itself; the default opens a second, blank page for every sweep to merge
  // the frames' results, which nearly doubles a sweep on a 2-core machine. Our pages have no frames.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS).analyze();
  expect(results.violations).toEqual([]);
}

/** A 1×1 PNG for the map's tiles: the tests do not reach the tile server. */
const MAP_TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Answers every map tile request with MAP_TILE_PNG. */
export async function stubMapTiles(page: Page) {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: MAP_TILE_PNG }),
  );
}

/**
 * Waits until the page is hydrated: the root (root.tsx marks <html> once React owns it and the router
 * listens) and the page's own content, which hydrates later when its chunk is lazy (React marks the DOM
 * nodes it owns, the h1 among them). A step taken earlier would meet the server HTML alone.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return (
      document.documentElement.hasAttribute('data-hydrated') &&
      heading !== null &&
      Object.keys(heading).some((key) => key.startsWith('__reactProps'))
    );
  });
}

/**
 * Waits until React owns the element, so its handlers run when it is clicked: a part of the page can
 * hydrate after its h1 (a Suspense boundary of its own), and a click before that is a plain link's.
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}
