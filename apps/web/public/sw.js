/* global self, caches */
// CareFinder's service worker (DESIGN §1: the emergency page works offline once visited). Registered from
// the home page and /emergency-contacts only, in the page's language (`/sw.js?lang=ha`). It keeps the
// emergency page in that language (and each version visited, with its stylesheets) and /offline.html, which
// shows 112; it never touches the API or other pages' requests except to answer a page asked for offline
// with that fallback.
const CACHE = 'carefinder-offline-v1';
const LANGUAGES = ['ha', 'yo', 'ig', 'pcm'];
const EMERGENCY_PAGES = ['/emergency-contacts', ...LANGUAGES.map((lang) => `/${lang}/emergency-contacts`)];
const lang = new URL(self.location.href).searchParams.get('lang');
/** The language the visitor read the site in, as its pages' paths begin (none for English). */
const prefix = LANGUAGES.includes(lang) ? `/${lang}` : '';
const EMERGENCY_PAGE = `${prefix}/emergency-contacts`;
/** The page shown offline for a page never visited. */
const OFFLINE_PAGE = `${prefix}/offline.html`;

/** Fetches a page from the network and keeps it, with the stylesheets it links, for offline visits. */
async function keepPage(request) {
  const response = await fetch(request, { cache: 'no-cache' });
  if (!response.ok) return response;
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  const sheets = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]);
  await Promise.all([
    cache.put(request, response.clone()),
    ...sheets.map((href) => cache.add(href).catch(() => undefined)),
  ]);
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all([cache.add(OFFLINE_PAGE), keepPage(new Request(EMERGENCY_PAGE))]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The emergency page: fresh from the network when it answers, else the copy kept (any state chosen). */
async function emergencyPage(request) {
  try {
    const response = await keepPage(request);
    if (response.status < 500) return response;
  } catch {
    // Offline: the copy below.
  }
  return (
    (await caches.match(request)) ??
    (await caches.match(EMERGENCY_PAGE)) ??
    (await caches.match(EMERGENCY_PAGES[0])) ??
    (await caches.match(OFFLINE_PAGE))
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (EMERGENCY_PAGES.includes(url.pathname)) event.respondWith(emergencyPage(request));
    else event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
    return;
  }
  // The emergency page's stylesheets, kept above; anything else goes to the network as usual.
  if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.css'))
    event.respondWith(caches.match(request).then((kept) => kept ?? fetch(request)));
});
