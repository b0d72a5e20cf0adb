import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PAGE_DATA_CONTENT_TYPE } from '@carefinder/contracts';

/**
 * Server-rendered pages kept for anonymous visitors, so that a popular listing is rendered once while it holds
 * rather than once a visit (decision 0016). A page is kept only when its own answer lets a shared cache keep
 * it (200, HTML or a page's data, `public` with an `s-maxage`, no cookie) and exactly as long as that
 * s-maxage says (at most `MAX_KEPT_SECONDS`): the pages
 * that show "open now" say how long what they show holds (to the minute), so a kept page is what a fresh
 * render would show. Concurrent requests for a page being rendered wait for that one render.
 *
 * A kept page is one response served many times, as a shared cache would serve it: the same bytes, with the
 * CSP nonce of its render (the caller sends that nonce in the policy), compressed once per encoding. Its
 * nonce is still unknown before the render and unusable after it, since any write empties the cache.
 */
export interface KeptPages {
  /**
   * The page for the request's key: kept, or rendered by `render` (with the request's nonce) and kept when it
   * may be. Answers the response and the CSP nonce its scripts carry.
   */
  serve(request: PageRequest, render: () => Promise<Response>): Promise<ServedPage>;
  /** Forgets every kept page (a write changed what pages show). */
  clear(): void;
  /** How many pages are kept now. */
  readonly size: number;
}

export interface PageRequest {
  /** What the page's HTML depends on (its URL, the Save-Data preference). */
  key: string;
  /** When the request arrived. */
  nowMs: number;
  /** The request's own CSP nonce, which a render puts on the page's scripts. */
  nonce: string;
  /** The request's Accept-Encoding. */
  acceptEncoding: string | undefined;
}

export interface ServedPage {
  response: Response;
  /** The nonce of the page's scripts: the request's own, or the kept page's render's. */
  nonce: string;
}

type Encoding = 'br' | 'gzip';

interface KeptPage {
  status: number;
  headers: [string, string][];
  html: Buffer;
  nonce: string;
  renderedAtMs: number;
  expiresAtMs: number;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** A larger page is rendered each time: pages are 20–120 KB, so this is only a bound on memory. */
const MAX_KEPT_PAGE_BYTES = 512 * 1024;
/** However long a page says it may be kept, the server renders it afresh after this. */
const MAX_KEPT_SECONDS = 300;

/**
 * What a page may weigh, compressed, to arrive in the first round trip of a new connection: an initial TCP
 * window (10 segments, 14.6 KB) less about a kilobyte of response headers. On 2G (800 ms a round trip) a page
 * over it paints a round trip later.
 */
export const FIRST_ROUND_TRIP_BYTES = 13 * 1024;

const brotli = (html: Buffer, quality: number) =>
  promisify(brotliCompress)(html, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });

const compressors: Record<Encoding, (html: Buffer) => Promise<Buffer>> = {
  // Once per kept page, off the event loop: a better ratio than per-response compression can afford. A page
  // that misses the first round trip at quality 6 (about 2 ms for 80 KB) is compressed again at 10 (about
  // 25 ms), a tenth smaller: worth one render's time against a round trip of every 2G visitor's.
  br: async (html) => {
    const quick = await brotli(html, 6);
    return quick.length > FIRST_ROUND_TRIP_BYTES ? brotli(html, 10) : quick;
  },
  gzip: (html) => promisify(gzip)(html, { level: 6 }),
};

/** What is kept: pages, and their data when it follows them (decision 0037). */
const KEPT_TYPES = ['text/html', PAGE_DATA_CONTENT_TYPE];

/** Until when `response`, rendered at `renderedAtMs`, may be kept; 0 when it may not. */
export function keepableUntil(response: Response, renderedAtMs: number): number {
  if (response.status !== 200) return 0;
  const type = response.headers.get('content-type') ?? '';
  if (!KEPT_TYPES.some((kept) => type.startsWith(kept))) return 0;
  if (response.headers.has('set-cookie')) return 0;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  const directives = cacheControl.split(',').map((directive) => directive.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store')) return 0;
  const sharedMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl);
  const seconds = sharedMaxAge ? Number(sharedMaxAge[1]) : 0;
  if (!(seconds > 0)) return 0;
  return renderedAtMs + Math.min(seconds, MAX_KEPT_SECONDS) * 1000;
}

/** The encoding to send: brotli, then gzip, when the request accepts it (a q of 0 refuses it). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim()),
  );
  return (['br', 'gzip'] as const).find((encoding) => accepted.has(encoding));
}

async function answer(
  page: KeptPage,
  nowMs: number,
  acceptEncoding: string | undefined,
): Promise<ServedPage> {
  const headers = new Headers(page.headers);
  headers.append('vary', 'Accept-Encoding');
  // A kept answer says how old it is (RFC 9111 §5.1), so a shared cache keeps it only for what its s-maxage
  // has left.
  headers.set('age', String(Math.max(0, Math.floor((nowMs - page.renderedAtMs) / 1000))));
  const encoding = preferredEncoding(acceptEncoding);
  let body = page.html;
  if (encoding) {
    body = await (page.encoded[encoding] ??= compressors[encoding](page.html));
    headers.set('content-encoding', encoding);
  }
  headers.set('content-length', String(body.length));
  return { response: new Response(body, { status: page.status, headers }), nonce: page.nonce };
}

/**
 * `maxPages` and `maxBytes` (of HTML; each encoding kept adds about a fifth) bound the memory: visitors choose
 * the URLs, so the least recently served pages go first once either is reached.
 */
export function createKeptPages({ maxPages, maxBytes }: { maxPages: number; maxBytes: number }): KeptPages {
  const kept = new Map<string, KeptPage>();
  // Renders under way, which requests for the same page wait for; forgotten on clear() with the kept pages.
  const rendering = new Map<string, Promise<KeptPage | undefined>>();
  let keptBytes = 0;
  // A render that began before a clear() must not keep what it read before the write.
  let generation = 0;

  function forget(key: string) {
    const page = kept.get(key);
    if (!page) return;
    keptBytes -= page.html.length;
    kept.delete(key);
  }

  function keep(key: string, page: KeptPage) {
    forget(key);
    kept.set(key, page);
    keptBytes += page.html.length;
    while (kept.size > maxPages || keptBytes > maxBytes) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      forget(oldest);
    }
  }

  async function renderAndKeep(
    { key, nowMs, nonce, acceptEncoding }: PageRequest,
    render: () => Promise<Response>,
  ): Promise<ServedPage> {
    const startedIn = generation;
    let settle: (page: KeptPage | undefined) => void = () => {};
    const pending = new Promise<KeptPage | undefined>((resolve) => (settle = resolve));
    rendering.set(key, pending);
    let page: KeptPage | undefined;
    try {
      const response = await render();
      const expiresAtMs = keepableUntil(response, nowMs);
      if (!expiresAtMs) return { response, nonce };
      const html = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => name !== 'content-length');
      page = { status: response.status, headers, html, nonce, renderedAtMs: nowMs, expiresAtMs, encoded: {} };
      if (html.length <= MAX_KEPT_PAGE_BYTES && startedIn === generation) keep(key, page);
      return await answer(page, nowMs, acceptEncoding);
    } finally {
      // A page read before a write reaches no one who asked after it.
      settle(startedIn === generation ? page : undefined);
      if (rendering.get(key) === pending) rendering.delete(key);
    }
  }

  return {
    get size() {
      return kept.size;
    },
    clear() {
      generation += 1;
      kept.clear();
      rendering.clear();
      keptBytes = 0;
    },
    async serve(request, render) {
      const { key, nowMs, nonce, acceptEncoding } = request;
      const page = kept.get(key);
      if (page && page.expiresAtMs > nowMs) {
        keep(key, page);
        return answer(page, nowMs, acceptEncoding);
      }
      if (page) forget(key);
      const pending = rendering.get(key);
      if (pending) {
        const rendered = await pending;
        return rendered && rendered.expiresAtMs > nowMs
          ? answer(rendered, nowMs, acceptEncoding)
          : { response: await render(), nonce };
      }
      return renderAndKeep(request, render);
    },
  };
}
