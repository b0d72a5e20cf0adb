import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { pageMayWaitForScripts, requestSavesData, shapeForFirstPaint } from '~/lib/first-paint/html.server';
import { NonceProvider } from '~/lib/nonce';
// The site's stylesheet, inlined in every page's <head> (decision 0011); only the server bundle holds it.
import siteCss from './app.css?inline';

export const streamTimeout = 10_000;

declare module 'react-router' {
  interface AppLoadContext {
    /** Set by the one-process server (apps/api web host); absent under react-router-serve. */
    cspNonce?: string;
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
  const nonce = loadContext.cspNonce ?? '';
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
              const html = shapeForFirstPaint(Buffer.concat(chunks).toString('utf8'), {
                css: siteCss,
                nonce,
                mayWait: pageMayWaitForScripts(
                  routerContext.staticHandlerContext.matches.map((match) => match.route.id),
                ),
                saveData: requestSavesData(request),
                deferScripts: !import.meta.env.DEV,
              });
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
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
