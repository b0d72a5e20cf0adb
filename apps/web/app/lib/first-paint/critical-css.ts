/**
 * The part of the site's stylesheet a server-rendered page needs to paint (decision 0011): every rule but the
 * class rules whose class the page does not use. The stylesheet is Tailwind's output, so nearly every rule of
 * its utilities layer is one class (`.md\:flex`, `.hover\:bg-green-800:hover`), and that class is the first
 * one in its selector; a rule is kept when a selector of it has no class or starts with a class the page's
 * HTML names. Everything else (the theme's variables, the base layer, @property, @keyframes, layer order) is
 * kept as it is, but the variables and `@property` registrations no kept rule reads (variables in the rules
 * that declare only variables: the theme's `:root`, the fallback for browsers without `@property`). The whole
 * stylesheet follows with the scripts, for what they render.
 */
type CssNode =
  | { kind: 'statement'; text: string }
  | {
      kind: 'rule';
      selector: string;
      text: string;
      /** The first class of each of its selectors (undefined: a selector with none), read once. */
      firstClasses: (string | undefined)[];
    }
  | { kind: 'group'; prelude: string; children: CssNode[]; keepEmpty: boolean };

/** At-rules whose block holds rules, filtered rule by rule; @layer blocks stay even when empty (order). */
const GROUPS = /^@(media|supports|container|layer|scope|starting-style)\b/i;

/** Index just past the quoted string that starts at `start`. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = skipString(css, i) - 1;
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

export function parseStylesheet(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    if (/\s/.test(css[i] ?? '')) {
      i++;
      continue;
    }
    if (css.startsWith('/*', i)) {
      i = css.indexOf('*/', i + 2) === -1 ? css.length : css.indexOf('*/', i + 2) + 2;
      continue;
    }
    // The prelude runs to the first `{` or `;` outside strings and parentheses.
    let j = i;
    let parens = 0;
    while (j < css.length) {
      const c = css[j];
      if (c === '\\') {
        j += 2;
        continue;
      }
      if (c === '"' || c === "'") {
        j = skipString(css, j);
        continue;
      }
      if (c === '(') parens++;
      else if (c === ')') parens--;
      else if (parens === 0 && (c === '{' || c === ';')) break;
      j++;
    }
    const prelude = css.slice(i, j).trim();
    if (!prelude && j >= css.length) break;
    if (css[j] !== '{') {
      nodes.push({ kind: 'statement', text: `${prelude};` });
      i = j + 1;
      continue;
    }
    const end = blockEnd(css, j);
    const text = css.slice(i, end + 1);
    if (GROUPS.test(prelude)) {
      nodes.push({
        kind: 'group',
        prelude,
        children: parseStylesheet(css.slice(j + 1, end)),
        keepEmpty: /^@layer\b/i.test(prelude),
      });
    } else if (prelude.startsWith('@')) {
      nodes.push({ kind: 'statement', text });
    } else {
      nodes.push({
        kind: 'rule',
        selector: prelude,
        text,
        firstClasses: selectors(prelude).map((one) => firstClass(one)),
      });
    }
    i = end + 1;
  }
  return nodes;
}

/** Splits a selector list at its top-level commas. */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

const FIRST_CLASS = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/;

/** The first class a selector names, unescaped (`md\:flex` → `md:flex`, `\32 xl` → `2xl`), if any. */
export function firstClass(selector: string): string | undefined {
  const match = FIRST_CLASS.exec(selector);
  if (!match?.[1]) return undefined;
  return match[1].replace(
    /\\([0-9a-fA-F]{1,6}) ?|\\(.)/g,
    (_escape, hex: string | undefined, char: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}

const keepRule = (firstClasses: (string | undefined)[], used: ReadonlySet<string>) =>
  firstClasses.some((name) => name === undefined || used.has(name));

const PROPERTY = /^@property\s+(--[\w-]+)/;

/** Splits declarations at the semicolons outside strings and parentheses. */
function declarations(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"' || c === "'") i = skipString(body, i) - 1;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.filter((part) => part.trim());
}

const variableName = (declaration: string) => /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];

/**
 * A rule of no class that declares variables only (the theme's `:root,:host`, Tailwind's fallback for
 * browsers without `@property`) with only those a kept rule reads; any other rule as it is.
 */
function withVariablesRead(node: Extract<CssNode, { kind: 'rule' }>, variables: ReadonlySet<string>): string {
  const { selector, text } = node;
  if (node.firstClasses.some((name) => name !== undefined)) return text;
  const all = declarations(text.slice(text.indexOf('{') + 1, text.lastIndexOf('}')));
  if (!all.every(variableName)) return text;
  const kept = all.filter((declaration) => variables.has(variableName(declaration) ?? ''));
  return kept.length ? `${selector}{${kept.join(';')}}` : '';
}

function serialise(nodes: CssNode[], used: ReadonlySet<string>, variables?: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'statement') {
      const property = PROPERTY.exec(node.text)?.[1];
      // A registered custom property no kept rule reads (`var(--tw-…)`) is left out too.
      if (!property || !variables || variables.has(property)) out += node.text;
    } else if (node.kind === 'rule') {
      if (!keepRule(node.firstClasses, used)) continue;
      out += variables ? withVariablesRead(node, variables) : node.text;
    } else {
      const inner = serialise(node.children, used, variables);
      if (inner || node.keepEmpty) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const unescapeAttribute = (value: string) =>
  value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** The classes a page's HTML names in its `class` attributes. */
export function classesInHtml(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) used.add(unescapeAttribute(name));
  }
  return used;
}

/**
 * Parts kept by the classes they were made for: pages of one kind name the same classes, so most renders
 * reuse a part instead of walking the stylesheet twice (a few percent of a render's time, bench:pages).
 */
const KEPT_PARTS = 256;

/** A parsed stylesheet, ready to give each page its part. */
export function criticalCssFor(css: string): (html: string) => string {
  const nodes = parseStylesheet(css);
  const parts = new Map<string, string>();
  return (html) => {
    const used = classesInHtml(html);
    const key = [...used].sort().join(' ');
    let part = parts.get(key);
    if (part === undefined) {
      const variables = new Set(
        [...serialise(nodes, used).matchAll(/var\((--[\w-]+)/g)].map((match) => match[1] ?? ''),
      );
      part = serialise(nodes, used, variables);
      if (parts.size >= KEPT_PARTS) parts.delete(parts.keys().next().value!);
    }
    parts.delete(key);
    parts.set(key, part);
    return part;
  };
}
