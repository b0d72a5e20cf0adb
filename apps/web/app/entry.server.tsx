import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { errorCacheControl } from '@carefinder/contracts';
import { criticalCssFor } from '~/lib/first-paint/critical-css';
import { isStaticDocument } from '~/lib/static-document';
import { pageMayWaitForScripts, requestSavesData, shapeForFirstPaint } from '~/lib/first-paint/html.server';
import { pageDataResponse } from '~/lib/first-paint/page-data.server';
import { filesOf } from '~/lib/kept-files';
import { NonceProvider } from '~/lib/nonce';
// The site's stylesheet, whose part each page uses is inlined in its <head> (decision 0011).
import siteCss from './app.css?inline';

const criticalCss = criticalCssFor(siteCss);

export const streamTimeout = 10_000;

declare module 'react-router' {
  interface AppLoadContext {
    /** Set by the one-process server (apps/api web host); absent under react-router-serve. */
    cspNonce?: string;
    /** Set for a page data address (page-data.server.ts): the page's data is the answer, not its HTML. */
    pageData?: { hash: string };
  }
}

/**
 * Every page is sent complete (onAllReady): readable without JavaScript and with no streaming scripts,
 * which matters more on 2G than an early first byte. Before it is sent it is shaped to paint as soon as it
 * arrives: the stylesheet inline, the scripts started after the first paint (decision 0011).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (loadContext.pageData)
    return pageDataResponse(routerContext, responseStatusCode, responseHeaders, loadContext.pageData.hash);
  const nonce = loadContext.cspNonce ?? '';
  // Read before the render: React Router's leaves out the data of routes that load again in the browser.
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const files = filesOf(matches.map(({ route }) => ({ data: loaderData[route.id] })));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React outlines large completed Suspense boundaries behind a script swap; keep every page inline.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const rendered = Buffer.concat(chunks).toString('utf8');
              const html = shapeForFirstPaint(rendered, {
                css: criticalCss(rendered),
                // The site stylesheet's file follows with the scripts (React Router lists it for the root).
                stylesheets: routerContext.manifest.routes.root?.css ?? [],
                files,
                ...(request.method === 'GET' && responseStatusCode === 200 && { pageUrl: request.url }),
                nonce,
                mayWait: pageMayWaitForScripts(
                  routerContext.staticHandlerContext.matches.map((match) => match.route.id),
                ),
                saveData: requestSavesData(request),
                deferScripts: !import.meta.env.DEV,
                staticDocument: isStaticDocument(
                  routerContext.staticHandlerContext.matches.map(
                    (match) => routerContext.routeModules[match.route.id]?.handle,
                  ),
                ),
              });
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              // Under react-router-serve nothing else holds error pages to the error caching rule.
              const cacheControl = errorCacheControl(
                responseStatusCode,
                responseHeaders.get('Cache-Control') ?? undefined,
              );
              if (cacheControl) responseHeaders.set('Cache-Control', cacheControl);
              // A Save-Data request may get a page whose scripts wait for the visitor.
              responseHeaders.append('Vary', 'Save-Data');
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'page render failed',
      url: new URL(request.url).pathname,
      err: String(error),
    }),
  );
  if (error instanceof Error && error.stack) console.error(error.stack);
};
