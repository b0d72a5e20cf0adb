import { useEffect } from 'react';
import { SOURCE_LOCALE, type Locale } from './i18n/locales';
import { useLocale } from './i18n/use-locale';
import { useNonce } from './nonce';

/**
 * The service worker at the site's root (apps/web/public/sw.js): its scope is the whole site. It keeps the
 * emergency page in the language it is registered from; registering from another language updates it.
 */
export const serviceWorkerUrl = (locale: Locale) =>
  locale === SOURCE_LOCALE ? '/sw.js' : `/sw.js?lang=${locale}`;

const FAILURE_MESSAGE = 'The offline copy of the emergency numbers could not be set up.';

/**
 * DESIGN §1: the emergency page works offline once visited. Registers the small service worker that keeps
 * /emergency-contacts and the offline page (which shows 112) for when the network is gone. A browser without
 * service workers simply goes without.
 */
export function registerOfflineEmergencyPage(
  locale: Locale,
  container: Pick<ServiceWorkerContainer, 'register'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): void {
  if (!container) return;
  container.register(serviceWorkerUrl(locale), { scope: '/' }).catch((error: unknown) => {
    // Only the offline copy is lost; the page itself works. Nothing to tell the visitor.
    console.warn(FAILURE_MESSAGE, error);
  });
}

/**
 * The same registration as an inline script of the server HTML, once the page has loaded: a visitor saving
 * data may never start the page's scripts (decision 0011), yet their visit must keep the numbers offline.
 */
export const registrationScript = (locale: Locale) =>
  `addEventListener("load",function(){var w=navigator.serviceWorker;` +
  `w&&w.register(${JSON.stringify(serviceWorkerUrl(locale))},{scope:"/"}).catch(function(){})})`;

/**
 * Keeps the emergency numbers for offline use; rendered by the emergency page and the home page only. The
 * inline script registers on a full page load (with or without the page's scripts); the effect registers
 * after a navigation inside the app, where the inline script does not run.
 */
export function OfflineEmergencyPage() {
  const nonce = useNonce();
  const { locale } = useLocale();
  useEffect(() => registerOfflineEmergencyPage(locale), [locale]);
  return (
    <script
      nonce={nonce}
      // The browser renders without a nonce (it hides the server's from the DOM anyway): not a mismatch.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: registrationScript(locale) }}
    />
  );
}
