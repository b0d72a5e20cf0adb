import { functionSource, scriptJson } from '~/lib/inline-script';
import {
  BOOT_SCRIPT_ID,
  BOOT_SCRIPT_TYPE,
  FIRST_PAINT_STYLE_ID,
  loadScriptsAfterPaint,
  STARTED_ON_INTERACTION_GLOBAL,
  type ScriptLoaderOptions,
} from './script-loader';
import { STARTED_FILES_GLOBAL } from '~/lib/kept-files';
import { STARTED_PAGE_DATA_GLOBAL } from './page-data';
import { pageDataLeavingHtml } from './page-data.server';

/**
 * Reshapes a rendered page so that it paints as soon as its HTML arrives (decision 0011):
 *
 * - the part of the site's stylesheet the page uses is inlined in <head> (`<style nonce>`) and the
 *   stylesheet's <link> leaves, so nothing render-blocking is requested; the file follows when the scripts
 *   render what the page's part does not style (`script-loader.ts`);
 * - React Router's module preloads leave <head>, and its module script is kept inert, with a loader after it
 *   that starts both after the first paint (or, for a visitor saving data on a public page, on their first
 *   interaction; `script-loader.ts`);
 * - a GET page's data, when large, leaves the HTML and follows with the scripts (`page-data.server.ts`).
 *
 * The page is complete when this runs (entry.server renders onAllReady). If React Router's output ever
 * changes shape (no module script found), the scripts are left as they were, so the page still works.
 */
export interface FirstPaintOptions {
  /** The stylesheet's part this page uses (`critical-css.ts`). */
  css: string;
  /** Stylesheet files that `css` stands in for at first paint: they follow with the scripts. */
  stylesheets?: readonly string[];
  /** The files the page's data names (its messages, …), fetched with the scripts (decision 0036). */
  files?: readonly string[];
  /** The page's URL, when its data may follow with the scripts (a GET answered 200; decision 0037). */
  pageUrl?: string;
  nonce: string;
  /** A public page, readable without JavaScript (not under a gate). */
  mayWait: boolean;
  saveData: boolean;
  /** False under `react-router dev`, whose module scripts (Vite's client, HMR) stay as Vite writes them. */
  deferScripts?: boolean;
  /** A page without scripts (`lib/static-document.ts`): its inline part of the stylesheet is all it uses. */
  staticDocument?: boolean;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"[^>]*>([\s\S]*?)<\/script>/;

const stylesheetLink = (href: string) =>
  new RegExp(
    `<link[^>]*\\brel="stylesheet"[^>]*\\bhref="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*/>`,
  );

const LOADER_SOURCE = functionSource(loadScriptsAfterPaint);

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** Inline text may not close its element early. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

export function shapeForFirstPaint(
  html: string,
  {
    css,
    stylesheets = [],
    files = [],
    pageUrl,
    nonce,
    mayWait,
    saveData,
    deferScripts = true,
    staticDocument = false,
  }: FirstPaintOptions,
): string {
  const nonceAttribute = nonce ? ` nonce="${attribute(nonce)}"` : '';
  let shaped = html.replace(
    '</head>',
    `<style id="${FIRST_PAINT_STYLE_ID}"${nonceAttribute}>${styleText(css)}</style></head>`,
  );
  const withoutStylesheets = () =>
    stylesheets.reduce((html, href) => html.replace(stylesheetLink(href), ''), shaped);
  if (staticDocument) return withoutStylesheets();
  if (!deferScripts) return shaped;

  const moduleScript = MODULE_SCRIPT.exec(shaped);
  if (!moduleScript) return shaped;
  const preloads = [...shaped.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  shaped = withoutStylesheets().replace(MODULE_PRELOAD, '');
  const data = pageUrl ? pageDataLeavingHtml(shaped, pageUrl) : { html: shaped };
  shaped = data.html;
  const options: ScriptLoaderOptions = {
    bootId: BOOT_SCRIPT_ID,
    preloads,
    stylesheets: [...stylesheets],
    files: [...files],
    filesGlobal: STARTED_FILES_GLOBAL,
    ...(data.address && { pageData: data.address }),
    pageDataGlobal: STARTED_PAGE_DATA_GLOBAL,
    mayWait,
    saveData,
    startedGlobal: STARTED_ON_INTERACTION_GLOBAL,
  };
  const inert = `<script type="${BOOT_SCRIPT_TYPE}" id="${BOOT_SCRIPT_ID}">${moduleScript[2] ?? ''}</script>`;
  const loader = `<script${nonceAttribute}>(${LOADER_SOURCE})(${scriptJson(options)});</script>`;
  return shaped.replace(MODULE_SCRIPT, () => inert + loader);
}

/** Pages under a gate (routes/gates/*) render in the browser (decision 0005): they need their scripts at once. */
export function pageMayWaitForScripts(routeIds: readonly string[]): boolean {
  return !routeIds.some((id) => id.startsWith('routes/gates/'));
}

/** `Save-Data: on` (the client hint browsers send in their data-saving modes). */
export function requestSavesData(request: Request): boolean {
  return request.headers.get('save-data')?.trim().toLowerCase() === 'on';
}
