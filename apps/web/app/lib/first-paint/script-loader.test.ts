// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_SCRIPT_ID,
  BOOT_SCRIPT_TYPE,
  loadScriptsAfterPaint,
  startedOnInteraction,
  STARTED_ON_INTERACTION_GLOBAL,
  type ScriptLoaderOptions,
} from './script-loader';

const FILES_GLOBAL = '__TEST_FILES__';
const PAGE_DATA_GLOBAL = '__TEST_PAGE_DATA__';

const options = (overrides: Partial<ScriptLoaderOptions> = {}): ScriptLoaderOptions => ({
  bootId: BOOT_SCRIPT_ID,
  preloads: ['/assets/entry.client-A.js', '/assets/root-B.js'],
  stylesheets: ['/assets/root-C.css'],
  files: [],
  filesGlobal: FILES_GLOBAL,
  pageDataGlobal: PAGE_DATA_GLOBAL,
  mayWait: true,
  saveData: false,
  startedGlobal: STARTED_ON_INTERACTION_GLOBAL,
  ...overrides,
});

/** As the server sends it: the loader is evaluated from its source text, like the inline script. */
function runLoader(loaderOptions: ScriptLoaderOptions) {
  new Function(`(${loadScriptsAfterPaint.toString()})(${JSON.stringify(loaderOptions)});`)();
}

const moduleScripts = () => [...document.querySelectorAll('script[type="module"]')];
const preloads = () =>
  [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
/** The loader's frame callback was queued first, so its task has run when this resolves. */
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<a href="/faq" id="link">FAQ</a><button type="button" id="button">Near me</button>' +
    `<script type="${BOOT_SCRIPT_TYPE}" id="${BOOT_SCRIPT_ID}">import("/assets/entry.client-A.js");</script>` +
    '<p id="after">after</p>';
  setConnection(undefined);
  delete (window as unknown as Record<string, unknown>)[STARTED_ON_INTERACTION_GLOBAL];
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('loadScriptsAfterPaint', () => {
  it('starts the scripts after the first paint: stylesheet and preloads in <head>, the module script in place', async () => {
    runLoader(options());
    expect(moduleScripts()).toHaveLength(0);
    await afterPaint();
    expect(preloads()).toEqual(['/assets/entry.client-A.js', '/assets/root-B.js']);
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/root-C.css',
    );
    const [script] = moduleScripts();
    expect(script?.textContent).toBe('import("/assets/entry.client-A.js");');
    expect(script?.previousElementSibling?.id).toBe(BOOT_SCRIPT_ID);
    expect(startedOnInteraction()).toBe(false);
  });

  it("fetches the page's data and the files it names with its modules, and leaves the fetches for the client entry", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (href: string) => {
      fetched.push(href);
      return Promise.resolve(
        href.startsWith('/page-data/')
          ? new Response('[{"_1":2}]')
          : new Response(JSON.stringify({ greeting: ['Sannu'] })),
      );
    });
    const pageData = '/page-data/0123456789/ha/faq';
    runLoader(options({ files: ['/messages/ha/shell.abc.json'], pageData }));
    expect(fetched).toEqual([]);
    await afterPaint();
    expect(fetched).toEqual(['/messages/ha/shell.abc.json', pageData]);
    const started = (window as unknown as Record<string, Record<string, Promise<unknown>>>)[FILES_GLOBAL];
    await expect(started?.['/messages/ha/shell.abc.json']).resolves.toEqual({ greeting: ['Sannu'] });
    const data = (window as unknown as Record<string, { address: string; response: Promise<Response> }>)[
      PAGE_DATA_GLOBAL
    ];
    expect(data?.address).toBe(pageData);
    expect(await (await data?.response)?.text()).toBe('[{"_1":2}]');
  });

  it("puts the root's stylesheet back before the page's own, in the order hydration matches them", async () => {
    document.head.innerHTML =
      '<meta name="description" content="Sign in"><link rel="stylesheet" href="/assets/account-D.css#">' +
      '<style id="carefinder-first-paint">main{display:block}</style>';
    runLoader(options({ mayWait: false }));
    await afterPaint();
    const stylesheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(stylesheets.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/root-C.css',
      '/assets/account-D.css#',
    ]);
  });

  /** A browser with paint timing; `notify(true)` reports the first contentful paint, `notify(false)` another. */
  function stubPaintTiming() {
    const observers: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(callback: (typeof observers)[number]) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    return (firstContentful: boolean) =>
      observers.forEach((notify) =>
        notify({ getEntriesByName: () => (firstContentful ? [{ name: 'first-contentful-paint' }] : []) }),
      );
  }

  it('with paint timing, waits for the first contentful paint', async () => {
    const notify = stubPaintTiming();
    runLoader(options());
    await afterPaint();
    expect(moduleScripts()).toHaveLength(0);
    notify(false);
    await afterPaint();
    expect(moduleScripts()).toHaveLength(0);
    notify(true);
    await afterPaint();
    expect(moduleScripts()).toHaveLength(1);
  });

  it('with paint timing, a first paint before the parser reached the page’s end waits for the frame that holds it all', async () => {
    const notify = stubPaintTiming();
    runLoader(options());
    // The first paint came before this script was parsed: the observer hears of it at once.
    notify(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moduleScripts()).toHaveLength(0);
    await afterPaint();
    expect(moduleScripts()).toHaveLength(0);
    await afterPaint();
    expect(moduleScripts()).toHaveLength(1);
  });

  it('waits for an interaction on a public page when the request said Save-Data', async () => {
    runLoader(options({ saveData: true }));
    await afterPaint();
    expect(moduleScripts()).toHaveLength(0);
    document.getElementById('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(moduleScripts()).toHaveLength(1);
    expect(startedOnInteraction()).toBe(true);
  });

  it('waits on a 2G connection or the browser’s data saver too', async () => {
    for (const connection of [{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { saveData: true }]) {
      document.querySelectorAll('script[type="module"]').forEach((script) => script.remove());
      setConnection(connection);
      runLoader(options());
      await afterPaint();
      expect(moduleScripts(), JSON.stringify(connection)).toHaveLength(0);
      document.getElementById('after')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      expect(moduleScripts(), JSON.stringify(connection)).toHaveLength(1);
    }
  });

  it('does not start for a link or a submit button, which work without scripts', async () => {
    runLoader(options({ saveData: true }));
    document.getElementById('link')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await afterPaint();
    expect(moduleScripts()).toHaveLength(0);
    document.getElementById('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(moduleScripts()).toHaveLength(1);
  });

  it('does not wait on a page under a gate, which renders in the browser', async () => {
    setConnection({ effectiveType: '2g', saveData: true });
    runLoader(options({ mayWait: false, saveData: true }));
    await afterPaint();
    expect(moduleScripts()).toHaveLength(1);
  });

  it('starts once', async () => {
    runLoader(options({ saveData: true }));
    for (let i = 0; i < 3; i++) {
      document.getElementById('button')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    }
    await afterPaint();
    expect(moduleScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(2);
  });
});

describe('the whole stylesheet', () => {
  const stylesheet = () => document.head.querySelector('link[rel="stylesheet"]');

  it('is linked on a public page but disabled (not downloaded) until the scripts enable it', async () => {
    runLoader(options());
    await afterPaint();
    expect(stylesheet()?.getAttribute('href')).toBe('/assets/root-C.css');
    expect(stylesheet()?.hasAttribute('disabled')).toBe(true);
  });

  it('comes at once with the scripts on a page under a gate, or when they started on an interaction', async () => {
    runLoader(options({ mayWait: false }));
    await afterPaint();
    expect(stylesheet()?.hasAttribute('disabled')).toBe(false);

    document.head.innerHTML = '';
    runLoader(options({ saveData: true }));
    document.getElementById('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(stylesheet()?.hasAttribute('disabled')).toBe(false);
  });
});
