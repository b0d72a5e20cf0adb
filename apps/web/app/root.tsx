import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from '~/components/errors/error-page';
import { NotFoundPage } from '~/components/errors/not-found-page';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { PageSkeleton } from '~/components/ui/skeleton';
import { ToastProvider } from '~/components/ui/toast';
import { BROWSER_CONFIG_GLOBAL } from '~/lib/api-client/browser-config';
import { HTML_LANG, requestedLocale } from '~/lib/i18n/locales';
import { PageI18nProvider } from '~/lib/i18n/page-i18n-provider';
import { PageFiles } from '~/lib/page-files';
import { startClient, startClientOnFirstInteraction } from '~/lib/client-start';
import { startedOnInteraction } from '~/lib/first-paint/script-loader';
import { requestLocationAtStart } from '~/lib/location-request';
import { scriptJson } from '~/lib/inline-script';
import { useNonce } from '~/lib/nonce';
import { isStaticDocument } from '~/lib/static-document';
import { keepBrowserPosition } from '~/lib/visitor-position';
// Served as a file for what scripts render; the server inlines the part each page paints with (decision 0011).
import './app.css';
import faviconSvg from '../public/favicon.svg?raw';

/** Inline (175 bytes): no request for it competes with the first paint, or is made again (decision 0011). */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { browserConfig } = await import('~/lib/config.server');
  const { loadMessages } = await import('~/lib/i18n/messages.server');
  // The shell's words (header, footer, error pages): a page's loader adds its own.
  const locale = requestedLocale(params);
  const messages = await loadMessages(locale, ['shell']);
  return { siteUrl: new URL(request.url).origin, browserConfig, locale, messages };
}

/**
 * Pages set their own headers; an error page at this boundary gets the failing loader's, so an outage
 * (lib/api.server.ts) answers with its Retry-After and no-store.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? {};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const locale = useRouteLoaderData<typeof loader>('root')?.locale ?? 'en';
  const withScripts = !isStaticDocument(useMatches().map((match) => match.handle));
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15803d" />
        <link rel="icon" href={FAVICON} type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        {withScripts && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * Public settings for browser code, written before any module script runs. After the page's content: an
 * inline script is where the HTML parser may stop to paint, and a paint before the content is one more.
 */
function BrowserConfigScript({ config }: { config: unknown }) {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: `window.${BROWSER_CONFIG_GLOBAL}=${scriptJson(config)};` }}
    />
  );
}

/** The header, footer and page, in the page's language (the catalogs its loaders named). */
function Shell({ children }: { children: React.ReactNode }) {
  return (
    <PageFiles>
      <PageI18nProvider>
        <ToastProvider>
          <SiteHeader />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
            {children}
          </main>
          <SiteFooter />
        </ToastProvider>
      </PageI18nProvider>
    </PageFiles>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const changingPage = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;

  useEffect(() => {
    // Said once React owns the page and the router listens: browser tests wait for it before client-side steps.
    document.documentElement.dataset.hydrated = '';
    // Spec §1/§4: the position is asked at start; the store that keeps it loads only when one arrives.
    requestLocationAtStart(keepBrowserPosition);
    // A visitor saving data got these scripts on their first interaction (decision 0011): that was it.
    if (startedOnInteraction()) return startClient();
    return startClientOnFirstInteraction();
  }, []);

  return (
    <>
      <Shell>{changingPage ? <PageSkeleton /> : <Outlet />}</Shell>
      <BrowserConfigScript config={loaderData.browserConfig} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <>
      <Shell>
        {status === 404 ? (
          <NotFoundPage />
        ) : status === 503 ? (
          // An outage: the server logged it; each visitor's browser reporting it again would only add noise.
          <ErrorPage />
        ) : (
          <ErrorPage error={error} />
        )}
      </Shell>
      {rootData && <BrowserConfigScript config={rootData.browserConfig} />}
    </>
  );
}
