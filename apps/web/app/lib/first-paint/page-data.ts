import { loadWithOneReload } from '~/lib/lazy-page';

/**
 * The browser half of "a page's data follows its first paint" (decision 0037; `page-data.server.ts`): the
 * script loader fetches the data beside the modules, and entry.client hands it to React Router before it
 * hydrates, as the scripts the server took out would have.
 */

/** The first segment of a page data address: `/page-data/<hash>/<page path and query>`. */
export const PAGE_DATA_FOLDER = 'page-data';
/** Data up to this many characters stays in the HTML: less than a round trip's worth on 2G. */
export const PAGE_DATA_INLINE_AT_MOST = 1_024;
/** Where the script loader leaves the fetch of the page's data it started (script-loader.ts). */
export const STARTED_PAGE_DATA_GLOBAL = '__CAREFINDER_PAGE_DATA__';

interface StartedPageData {
  address: string;
  /** The fetch the script loader started beside the modules. */
  response: Promise<Response>;
}

interface RouterContext {
  streamController?: ReadableStreamDefaultController<string>;
}

/**
 * Hands the page's data to React Router once it has arrived; at once when the HTML carries it. A page that has
 * changed since it was sent (a 409) loads again, once a page, as a page whose script chunk fails does (spec
 * §1, `lazy-page.tsx`). Otherwise data that cannot be had rejects, and the page stays as the server sent it:
 * during an outage that is better than loading the outage page over it.
 */
export async function deliverPageData(): Promise<void> {
  const started = (window as unknown as Record<string, StartedPageData | undefined>)[
    STARTED_PAGE_DATA_GLOBAL
  ];
  if (!started) return;
  const { address } = started;
  // A network failure is tried once more; an answer is not.
  const answered = await started.response.catch(() => fetch(address));
  // Remembered by the page, not by the address, which a reloaded page may name anew.
  const data = await loadWithOneReload(`page-data ${location.pathname}${location.search}`, async () => {
    if (answered.status === 409) throw new Error(`${address}: the page has changed since it was sent`);
    return answered;
  });
  if (!data.ok) throw new Error(`${address} did not load (${data.status})`);
  const context = (window as unknown as { __reactRouterContext?: RouterContext }).__reactRouterContext;
  if (!context?.streamController) throw new Error('React Router has no stream for the page data');
  context.streamController.enqueue(await data.text());
  context.streamController.close();
}
