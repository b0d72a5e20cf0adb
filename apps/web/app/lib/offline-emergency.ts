import { useEffect } from 'react';

/** The service worker at the site's root (apps/web/public/sw.js): its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * DESIGN §1: the emergency page works offline once visited. Registers the small service worker that keeps
 * /emergency-contacts and the offline page (which shows 112) for when the network is gone. Called from the
 * emergency page and the home page only; a browser without service workers simply goes without.
 */
export function registerOfflineEmergencyPage(
  container: Pick<ServiceWorkerContainer, 'register'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): void {
  if (!container) return;
  container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    // Only the offline copy is lost; the page itself works. Nothing to tell the visitor.
    console.warn('The offline copy of the emergency numbers could not be set up.', error);
  });
}

/** Registers the service worker once the page has hydrated. */
export function useOfflineEmergencyPage(): void {
  useEffect(() => registerOfflineEmergencyPage(), []);
}
