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

export async function fetchPageData(address: string): Promise<string> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address} did not load (${response.status})`);
  return response.text();
}

interface RouterContext {
  streamController?: ReadableStreamDefaultController<string>;
}

/**
 * Hands the page's data to React Router once it has arrived (a failed fetch is tried once more); at once when
 * the HTML carries it. Rejects when it cannot be had: the page then stays as the server sent it.
 */
export async function deliverPageData(): Promise<void> {
  const started = (
    window as unknown as Record<string, { address: string; text: Promise<string> } | undefined>
  )[STARTED_PAGE_DATA_GLOBAL];
  if (!started) return;
  const text = await started.text.catch(() => fetchPageData(started.address));
  const context = (window as unknown as { __reactRouterContext?: RouterContext }).__reactRouterContext;
  if (!context?.streamController) throw new Error('React Router has no stream for the page data');
  context.streamController.enqueue(text);
  context.streamController.close();
}
