import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentHash } from '~/lib/content-hash.server';
import { shapeForFirstPaint } from './html.server';
import { PAGE_DATA_INLINE_AT_MOST } from './page-data';
import { answerPageData, pageDataLeavingHtml, pageDataResponse } from './page-data.server';

/** React Router's data scripts as StreamTransfer writes them: chunks as JSON strings, `<` escaped. */
const dataScripts = (chunks: string[]) =>
  chunks
    .map(
      (chunk) =>
        `<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replace(/</g, '\\u003c')});</script>`,
    )
    .join('') + '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>';

const bigData = ['[{"_1":2},"loaderData",', `{"note":"${'a "quoted" <b> word '.repeat(60)}"}]`];
const page = (chunks: string[]) =>
  '<!DOCTYPE html><html><head><title>A hospital</title></head><body><main><h1>A hospital</h1></main>' +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import("/assets/entry.client-A.js");</script>' +
  dataScripts(chunks) +
  '</body></html>';

describe('pageDataLeavingHtml', () => {
  it('takes large data out of the HTML for an address naming its content and the page', () => {
    const { html, address } = pageDataLeavingHtml(
      page(bigData),
      'https://example.ng/yo/facilities/x1?page=2',
    );
    expect(html).not.toContain('streamController');
    expect(html).toContain('<h1>A hospital</h1>');
    expect(address).toBe(`/page-data/${contentHash(bigData.join(''))}/yo/facilities/x1?page=2`);
  });

  it('leaves small data in the HTML', () => {
    const small = ['[{"_1":2},"loaderData",{}]'];
    expect(small.join('').length).toBeLessThanOrEqual(PAGE_DATA_INLINE_AT_MOST);
    const rendered = page(small);
    expect(pageDataLeavingHtml(rendered, 'https://example.ng/')).toEqual({ html: rendered });
  });

  it('leaves the HTML alone when the scripts are not in their known shape', () => {
    const unclosed = page(bigData).replace(/<script[^>]*>[^<]*close\(\);<\/script>/, '');
    expect(pageDataLeavingHtml(unclosed, 'https://example.ng/')).toEqual({ html: unclosed });
  });

  it("names the address in the script loader's options when the page's URL allows it", () => {
    const options = { css: '', nonce: 'n0nce', mayWait: true, saveData: false };
    const shaped = shapeForFirstPaint(page(bigData), { ...options, pageUrl: 'https://example.ng/faq' });
    expect(shaped).not.toContain('streamController.enqueue');
    expect(shaped).toContain(`"pageData":"/page-data/${contentHash(bigData.join(''))}/faq"`);
    // A page answering a form post (no pageUrl) keeps its data: a GET would not load the same.
    expect(shapeForFirstPaint(page(bigData), options)).toContain('streamController.enqueue');
  });
});

const contextWith = (chunks: string[]) =>
  ({
    serverHandoffStream: new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
  }) as unknown as EntryContext;

describe('pageDataResponse', () => {
  it("answers the page's data, kept a year, when it is still what the address names", async () => {
    const response = await pageDataResponse(
      contextWith(bigData),
      200,
      new Headers(),
      contentHash(bigData.join('')),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=31536000, s-maxage=31536000, immutable',
    );
    expect(await response.text()).toBe(bigData.join(''));
  });

  it('answers a conflict, kept nowhere, when the page has changed or is no longer there', async () => {
    for (const [status, hash] of [
      [200, '0000000000'],
      [404, contentHash(bigData.join(''))],
    ] as const) {
      const response = await pageDataResponse(contextWith(bigData), status, new Headers(), hash);
      expect(response.status).toBe(409);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("passes the page's own outage through, so the browser keeps the page it has rather than loading it again", async () => {
    const outage = new Headers({ 'Retry-After': '5', 'Cache-Control': 'no-store' });
    const response = await pageDataResponse(contextWith(bigData), 503, outage, contentHash(bigData.join('')));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('answerPageData', () => {
  it('answers nothing for a page off this origin or for another page data address', async () => {
    for (const path of [
      '/page-data/0123456789//evil.example/x',
      '/page-data/0123456789/\\evil.example/x',
      '/page-data/0123456789/page-data/0123456789/faq',
      '/page-data/9999999999/faq',
    ]) {
      const response = await answerPageData(new Request(`https://carefinder.example${path}`), '0123456789');
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
