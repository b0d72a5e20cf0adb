import { describe, expect, it } from 'vitest';
import { pageMayWaitForScripts, requestSavesData, shapeForFirstPaint } from './html.server';
import { BOOT_SCRIPT_ID, BOOT_SCRIPT_TYPE, FIRST_PAINT_STYLE_ID } from './script-loader';

/** The shape React Router 7 and React 19 render: preloads hoisted into <head>, one module script in <body>. */
const rendered =
  '<!DOCTYPE html><html lang="en-NG"><head><meta charSet="utf-8"/><title>CareFinder</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/>' +
  '<link nonce="n0nce" rel="stylesheet" href="/assets/root-C.css"/></head>' +
  '<body><main><h1>Find care</h1></main>' +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-B.js";\n' +
  'import("/assets/entry.client-A.js");</script>' +
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>';

const shape = (html = rendered, options: Partial<Parameters<typeof shapeForFirstPaint>[1]> = {}) =>
  shapeForFirstPaint(html, {
    css: 'body{color:#111}',
    stylesheets: ['/assets/root-C.css'],
    nonce: 'n0nce',
    mayWait: true,
    saveData: false,
    ...options,
  });

describe('shapeForFirstPaint', () => {
  it('inlines the stylesheet in <head> with the response nonce', () => {
    const html = shape();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<style id="${FIRST_PAINT_STYLE_ID}" nonce="n0nce">body{color:#111}</style>`);
  });

  it('leaves no stylesheet link or module preload in <head> and no executable module script in the HTML', () => {
    const html = shape();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toMatch(/type="module"/);
    expect(html).toContain(
      `<script type="${BOOT_SCRIPT_TYPE}" id="${BOOT_SCRIPT_ID}">import * as route0 from "/assets/root-B.js";`,
    );
  });

  it('passes the preloads, the files, the page kind and Save-Data to the loader, which carries the nonce', () => {
    const html = shape(rendered, {
      saveData: true,
      mayWait: false,
      files: ['/messages/yo/shell.abc.json'],
    });
    const loader = /<script nonce="n0nce">\((function[\s\S]*?)\)\((\{.*?\})\);<\/script>/.exec(html);
    expect(loader).not.toBeNull();
    expect(JSON.parse(loader?.[2] ?? '{}')).toEqual({
      bootId: BOOT_SCRIPT_ID,
      preloads: ['/assets/entry.client-A.js', '/assets/root-B.js'],
      stylesheets: ['/assets/root-C.css'],
      files: ['/messages/yo/shell.abc.json'],
      filesGlobal: '__CAREFINDER_FILES__',
      pageDataGlobal: '__CAREFINDER_PAGE_DATA__',
      mayWait: false,
      saveData: true,
      startedGlobal: '__CAREFINDER_STARTED_ON_INTERACTION__',
    });
    // The loader follows the inert script, and the page's other scripts stay where they were.
    expect(html.indexOf(BOOT_SCRIPT_ID)).toBeLessThan(html.indexOf('(function'));
    expect(html.indexOf('(function')).toBeLessThan(html.indexOf('streamController.close'));
  });

  it('keeps text that could close the style element inside it', () => {
    expect(shape(rendered, { css: 'a::after{content:"</style><script>"}' })).toContain(
      'a::after{content:"<\\/style><script>"}</style>',
    );
  });

  it('leaves the scripts alone when the page has no module script (the page still works)', () => {
    const plain =
      '<html><head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/assets/root-C.css"/>' +
      '</head><body></body></html>';
    expect(shape(plain)).toBe(
      '<html><head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/assets/root-C.css"/>' +
        `<style id="${FIRST_PAINT_STYLE_ID}" nonce="n0nce">body{color:#111}</style></head><body></body></html>`,
    );
  });
});

describe('shapeForFirstPaint of a static document', () => {
  it('inlines the stylesheet and drops its link: the page has no scripts to render anything else', () => {
    const document =
      '<!DOCTYPE html><html lang="en-NG"><head><title>Emergency numbers</title>' +
      '<link nonce="n0nce" rel="stylesheet" href="/assets/root-C.css"/></head>' +
      '<body><main><h1>Emergency numbers</h1></main></body></html>';
    const html = shape(document, { staticDocument: true });
    expect(html).toContain(`<style id="${FIRST_PAINT_STYLE_ID}" nonce="n0nce">body{color:#111}</style>`);
    expect(html).not.toContain('root-C.css');
    expect(html).not.toContain('<script');
  });
});

describe('pageMayWaitForScripts', () => {
  it('lets public pages wait, but not pages under a gate', () => {
    expect(pageMayWaitForScripts(['root', 'routes/home'])).toBe(true);
    expect(pageMayWaitForScripts(['root', 'routes/gates/signed-in', 'routes/user-dashboard'])).toBe(false);
  });
});

describe('requestSavesData', () => {
  it('reads the Save-Data client hint', () => {
    expect(requestSavesData(new Request('http://x/', { headers: { 'Save-Data': 'on' } }))).toBe(true);
    expect(requestSavesData(new Request('http://x/', { headers: { 'Save-Data': 'off' } }))).toBe(false);
    expect(requestSavesData(new Request('http://x/'))).toBe(false);
  });
});
