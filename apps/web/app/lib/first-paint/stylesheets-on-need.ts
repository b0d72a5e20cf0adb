import { FIRST_PAINT_STYLE_ID } from './script-loader';

/** Interactions that open what the server's HTML did not render (menus, suggestions, other pages). */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

const classesOf = (element: Element) => (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);

/** A class selector's name as the browser serialises it (escaped, as `CSS.escape` writes it). */
const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;

function classesStyledBy(rules: CSSRuleList, into: Set<string>): void {
  for (const rule of Array.from(rules)) {
    if ('selectorText' in rule)
      for (const match of (rule as CSSStyleRule).selectorText.matchAll(CLASS_IN_SELECTOR))
        into.add(match[1] ?? '');
    if ('cssRules' in rule) classesStyledBy((rule as CSSGroupingRule).cssRules, into);
  }
}

/**
 * Decision 0011: a public page read without an interaction gets the site's whole stylesheet linked but
 * disabled (not downloaded); the part its HTML uses is inline. Run before hydration, this enables the file
 * at the visitor's first interaction, or at once when the scripts show an element with a class that neither
 * the inline part styles nor the server's HTML carried (hidden elements count once they show).
 * A browser that cannot tell (no `CSS.escape`, no inline part) gets the file at once.
 */
export function enableStylesheetsWhenNeeded(document: Document = window.document): void {
  const waiting = Array.from(
    document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]'),
  );
  if (waiting.length === 0) return;
  const enableNow = () => {
    for (const link of waiting) link.removeAttribute('disabled');
  };
  const inline = document.getElementById(FIRST_PAINT_STYLE_ID) as HTMLStyleElement | null;
  const escape = typeof CSS === 'undefined' ? undefined : CSS.escape;
  if (!inline?.sheet || !escape) return enableNow();

  // The classes the HTML carries (styled inline, or by no rule at all) and those the inline rules name.
  const known = new Set<string>();
  for (const element of Array.from(document.querySelectorAll('[class]')))
    for (const name of classesOf(element)) known.add(escape(name));
  classesStyledBy(inline.sheet.cssRules, known);

  const unstyled = (element: Element) =>
    !element.closest('[hidden]') && classesOf(element).some((name) => !known.has(escape(name)));
  const needsStylesheet = (node: Node) =>
    node instanceof Element &&
    (unstyled(node) || Array.from(node.querySelectorAll('[class]')).some(unstyled));
  const watch = new MutationObserver((records) => {
    const nodes = records.flatMap((record) =>
      record.type === 'attributes' ? [record.target] : Array.from(record.addedNodes),
    );
    if (nodes.some(needsStylesheet)) enable();
  });
  watch.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class', 'hidden'],
  });
  function enable() {
    watch.disconnect();
    for (const type of INTERACTIONS) window.removeEventListener(type, enable, true);
    enableNow();
  }
  for (const type of INTERACTIONS) window.addEventListener(type, enable, { capture: true, passive: true });
}
