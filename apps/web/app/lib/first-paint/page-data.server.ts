import { createRequestHandler, type EntryContext, type ServerBuild } from 'react-router';
import { PAGE_DATA_CONTENT_TYPE } from '@carefinder/contracts';
import { contentHash } from '~/lib/content-hash.server';
import { PAGE_DATA_FOLDER, PAGE_DATA_INLINE_AT_MOST } from './page-data';

/**
 * The server half of "a page's data follows its first paint" (decision 0037). React Router writes a page's
 * data (its loaders' answers, for hydration) into the HTML as scripts that feed
 * `window.__reactRouterContext.streamController`; on a listing or results page that is a third of the
 * HTML, and it repeats what the HTML already shows. Larger than `PAGE_DATA_INLINE_AT_MOST`, it leaves the
 * HTML for an address that names its content, which the script loader fetches after the first paint.
 *
 * Any process answers the address: it runs the page's loaders again (the page's own URL, so they read what
 * they read for the HTML) and answers their data when its hash is the one named, a conflict when the page
 * has changed since (the browser then loads the page again, once: `page-data.ts`).
 */

/** Kept a year, its content never changing; s-maxage too, which the server keeping pages reads (kept-pages.ts). */
const KEPT_A_YEAR = 'public, max-age=31536000, s-maxage=31536000, immutable';

const CHANGED = 'This page has changed since it was sent: load it again.';

/** What a page data address answers when it has no data to give, kept nowhere. */
const answer = (status: 404 | 409, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const DATA_SCRIPT =
  /<script\b[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE_SCRIPT = /<script\b[^>]*>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/;

/**
 * The page's data scripts taken out of `html`, and where the browser gets the data instead; the HTML as it
 * was when the data is small or when React Router's scripts are not found in their known shape.
 */
export function pageDataLeavingHtml(html: string, pageUrl: string): { html: string; address?: string } {
  const scripts = [...html.matchAll(DATA_SCRIPT)];
  if (scripts.length === 0 || !CLOSE_SCRIPT.test(html)) return { html };
  const text = scripts.map((script) => JSON.parse(script[1] ?? '""') as string).join('');
  if (text.length <= PAGE_DATA_INLINE_AT_MOST) return { html };
  const { pathname, search } = new URL(pageUrl);
  return {
    html: html.replace(DATA_SCRIPT, '').replace(CLOSE_SCRIPT, ''),
    address: `/${PAGE_DATA_FOLDER}/${contentHash(text)}${pathname}${search}`,
  };
}

/**
 * The answer at a page data address: the data when it is still the page's; the page's own failure when the
 * server cannot read it now (an outage: 503 with its Retry-After, so the browser keeps the page it has);
 * else a conflict.
 */
export async function pageDataResponse(
  routerContext: EntryContext,
  status: number,
  headers: Headers,
  wantedHash: string,
): Promise<Response> {
  if (status >= 500) return new Response(null, { status, headers });
  // The data as its HTML would have carried it, read from React Router's stream without rendering.
  const text = await new Response(routerContext.serverHandoffStream).text();
  if (status !== 200 || contentHash(text) !== wantedHash) {
    return answer(409, CHANGED);
  }
  return new Response(text, {
    headers: {
      'Content-Type': `${PAGE_DATA_CONTENT_TYPE}; charset=utf-8`,
      'Cache-Control': KEPT_A_YEAR,
    },
  });
}

let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;

/**
 * GET /page-data/:hash/<page>: the page's loaders run on its own URL (headers as sent), and entry.server
 * answers their data instead of rendering (`pageData` in the load context, which no visitor can set). The
 * page is read from the raw path, so it stays on this origin and keeps its encoded characters. A server
 * failure passes through; anything else but the data (a redirect, a resource route's answer) is a conflict:
 * the browser then loads the page itself.
 */
export async function answerPageData(request: Request, hash: string): Promise<Response> {
  const target = new URL(request.url);
  const prefix = `/${PAGE_DATA_FOLDER}/${hash}/`;
  const page = target.pathname.startsWith(prefix) ? target.pathname.slice(prefix.length) : undefined;
  if (page === undefined || /^[/\\]|^page-data\//i.test(page)) return answer(404, 'No such page.');
  target.pathname = `/${page}`;
  handler ??= import('virtual:react-router/server-build').then((build) =>
    createRequestHandler(build as ServerBuild, import.meta.env.MODE),
  );
  const response = await (
    await handler
  )(new Request(target, { headers: request.headers, signal: request.signal }), { pageData: { hash } });
  const isData = response.headers.get('content-type')?.startsWith(PAGE_DATA_CONTENT_TYPE);
  return isData || response.status >= 500 ? response : answer(409, CHANGED);
}
