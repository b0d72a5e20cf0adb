/**
 * The browser half of "the first view never waits for JavaScript" (decision 0011). The server leaves React
 * Router's module script inert (`BOOT_SCRIPT_TYPE`) and drops its module preloads from <head>; this loader,
 * an inline script at the end of <body>, starts them:
 *
 * - after the first contentful paint (paint timing; else the next animation frame), so no script or
 *   stylesheet file competes with what paints; the files its data names (kept-files.ts), and its data when
 *   that left the HTML (page-data.ts), are fetched with them;
 * - on a public page for a visitor saving data (`Save-Data: on`, seen by the server or by the browser, or a
 *   2G connection), only on their first interaction that needs the page's code: the page already works
 *   without JavaScript, so links and submit buttons, which work natively, do not start it.
 *
 * On a public page the whole stylesheet file waits too (linked, but disabled): the page's part of it is
 * inline, and the file is needed only for what the scripts render that the server's HTML did not name;
 * `stylesheets-on-need.ts`, in the scripts, enables it when that happens.
 *
 * `loadScriptsAfterPaint` is sent as its source text (`Function.prototype.toString`), so it must use nothing
 * but its argument and browser globals.
 */
export const BOOT_SCRIPT_TYPE = 'text/x-carefinder-boot';
export const BOOT_SCRIPT_ID = 'carefinder-boot';
/** The inline <style> with the page's part of the site stylesheet. */
export const FIRST_PAINT_STYLE_ID = 'carefinder-first-paint';
/** Set on window when the scripts started on an interaction (the page was read without them until then). */
export const STARTED_ON_INTERACTION_GLOBAL = '__CAREFINDER_STARTED_ON_INTERACTION__';

export interface ScriptLoaderOptions {
  bootId: string;
  /** Modules to preload in parallel once the scripts start (React Router's list for this page). */
  preloads: string[];
  /** The stylesheet files whose page part the server inlined, for what the scripts render. */
  stylesheets: string[];
  /** The files the page's data names (decision 0036): fetched beside the modules, awaited before hydration. */
  files: string[];
  filesGlobal: string;
  /** Where the page's data is, when it left the HTML (decision 0037): fetched beside the modules. */
  pageData?: string;
  pageDataGlobal: string;
  /** A public page, readable without JavaScript, may wait for the visitor. */
  mayWait: boolean;
  /** The request said `Save-Data: on`. */
  saveData: boolean;
  startedGlobal: string;
}

export function loadScriptsAfterPaint(options: ScriptLoaderOptions): void {
  const boot = document.getElementById(options.bootId);
  const current = document.currentScript as HTMLScriptElement | null;
  const nonce = current ? current.nonce : '';
  if (!boot) return;
  const events = ['pointerdown', 'keydown', 'touchstart'];
  // The root's stylesheets, which the server took out, came first among React Router's links: hydration
  // matches the links of <head> in that order, so they go back before the page's own (or last, with none).
  const pageStylesheet = document.head.querySelector('link[rel="stylesheet"]');
  const addLink = (rel: string, href: string, disabled = false) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    // A disabled stylesheet is not downloaded until it is enabled (`stylesheets-on-need.ts`).
    if (disabled) link.setAttribute('disabled', '');
    document.head.insertBefore(link, rel === 'stylesheet' ? pageStylesheet : null);
  };
  let started = false;
  const start = (onInteraction: boolean) => {
    if (started) return;
    started = true;
    for (const type of events) window.removeEventListener(type, onEvent, true);
    if (onInteraction) (window as unknown as Record<string, unknown>)[options.startedGlobal] = true;
    // On a public page read without interaction the stylesheet links wait, disabled, until something needs them.
    for (const href of options.stylesheets) addLink('stylesheet', href, !onInteraction && options.mayWait);
    for (const href of options.preloads) addLink('modulepreload', href);
    const files: Record<string, Promise<unknown>> = {};
    for (const href of options.files) {
      files[href] = fetch(href).then((response) => {
        if (!response.ok) throw new Error(`${href}: ${response.status}`);
        return response.json();
      });
    }
    (window as unknown as Record<string, unknown>)[options.filesGlobal] = files;
    const address = options.pageData;
    if (address) {
      (window as unknown as Record<string, unknown>)[options.pageDataGlobal] = {
        address,
        response: fetch(address),
      };
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = boot.textContent;
    // Right after the inert copy, where React Router rendered it, so hydration finds it in place.
    boot.after(script);
  };
  function onEvent(event: Event) {
    const target = event.target as Element | null;
    // A link or a submit button does its job without JavaScript: downloading the scripts then would only
    // compete with the next page.
    if (target && target.closest && target.closest('a[href], [type="submit"]')) return;
    start(true);
  }
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  const savingData =
    options.saveData ||
    Boolean(connection && (connection.saveData || /2g$/.test(connection.effectiveType || '')));
  if (options.mayWait && savingData) {
    for (const type of events) window.addEventListener(type, onEvent, { capture: true, passive: true });
    return;
  }
  // After the first contentful paint has been presented, and after the frame that holds everything above
  // this script: the parser may have painted the page's top before reaching its largest text, which should
  // not wait behind script files. Without paint timing (or a page that never paints content, or a hidden
  // tab), a second after the first frame.
  const startNow = () => setTimeout(() => start(false), 0);
  const paintTiming =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  if (paintTiming) {
    let painted = false;
    let pagePainted = false;
    const startWhenBoth = () => {
      if (painted && pagePainted) startNow();
    };
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        pagePainted = true;
        startWhenBoth();
      }),
    );
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      startWhenBoth();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() => setTimeout(() => start(false), paintTiming ? 1000 : 0));
}

/** True when this page's scripts waited for the visitor's interaction (a visitor saving data). */
export function startedOnInteraction(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window as unknown as Record<string, unknown>)[STARTED_ON_INTERACTION_GLOBAL] === true
  );
}
