// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_STYLE_ID } from './script-loader';
import { enableStylesheetsWhenNeeded } from './stylesheets-on-need';

const stylesheet = () => document.head.querySelector('link[rel="stylesheet"]');
const isDisabled = () => stylesheet()?.hasAttribute('disabled');
/** Lets the class watch (a mutation observer) see what changed. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  // As the loader leaves a public page read without an interaction: the inline part, the file disabled.
  document.head.innerHTML =
    `<style id="${FIRST_PAINT_STYLE_ID}">.inline-styled{color:red}@media (min-width:992px){.lg\\:flex{display:flex}}</style>` +
    '<link rel="stylesheet" href="/assets/root-C.css" disabled>';
  document.body.innerHTML = '<main id="main"><p class="from-html">read</p></main>';
  // jsdom has no CSS.escape; this one escapes what these tests' class names need.
  vi.stubGlobal('CSS', { escape: (name: string) => name.replace(/:/g, '\\:') });
});

afterEach(() => vi.unstubAllGlobals());

describe('enableStylesheetsWhenNeeded', () => {
  it('keeps the file disabled while the scripts render only what the page already styles', async () => {
    enableStylesheetsWhenNeeded();
    document
      .getElementById('main')
      ?.insertAdjacentHTML('beforeend', '<span class="inline-styled lg:flex from-html">styled</span>');
    await observed();
    expect(isDisabled()).toBe(true);
  });

  it('enables it at the visitor’s first interaction', () => {
    enableStylesheetsWhenNeeded();
    document.getElementById('main')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(isDisabled()).toBe(false);
  });

  it('enables it when an element shows with a class the inline part does not style', async () => {
    enableStylesheetsWhenNeeded();
    document
      .getElementById('main')
      ?.insertAdjacentHTML('beforeend', '<div hidden><b class="new-class">hidden</b></div>');
    await observed();
    expect(isDisabled()).toBe(true);
    document.querySelector('[hidden]')?.removeAttribute('hidden');
    await observed();
    expect(isDisabled()).toBe(false);
  });

  it('enables it when an element’s class changes to one the inline part does not style', async () => {
    enableStylesheetsWhenNeeded();
    document.querySelector('.from-html')?.setAttribute('class', 'from-html another');
    await observed();
    expect(isDisabled()).toBe(false);
  });

  it('enables it at once in a browser that cannot tell which classes are styled', () => {
    vi.stubGlobal('CSS', undefined);
    enableStylesheetsWhenNeeded();
    expect(isDisabled()).toBe(false);
  });
});
