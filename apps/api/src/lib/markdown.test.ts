import { describe, expect, it } from 'vitest';
import { readingMinutes, renderMarkdown } from './markdown.ts';

/** Nothing that runs script may survive: tags, handlers, script URLs, frames, styles. */
const DANGEROUS =
  /<script|<iframe|<svg|<object|<embed|<form|<style|<math|\son\w+=|javascript:|vbscript:|data:|style=|expression\(/i;

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" oNeRrOr="alert(1)">',
  '<img src=javascript:alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](<javascript:alert(1)>)',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p style="width: expression(alert(1))">x</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
];

describe('renderMarkdown', () => {
  it.each(PAYLOADS)('leaves nothing executable of %s', (payload) => {
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    expect(html).not.toMatch(DANGEROUS);
    expect(html).toContain('<p>Before</p>');
  });

  it('keeps ordinary Markdown: headings (an h1 becomes h2), emphasis, lists, tables, links and https images', () => {
    const html = renderMarkdown(
      [
        '# Wash your hands',
        '',
        'Use **soap** and _clean_ water. See [WHO](https://www.who.int/) or [search](/search-result?service=x).',
        '',
        '- one',
        '- two',
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
        '',
        '![Hands](https://example.org/hands.png)',
        '',
        'Call [112](tel:112).',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Wash your hands</h2>');
    expect(html).toContain('<strong>soap</strong> and <em>clean</em>');
    expect(html).toContain('<a href="https://www.who.int/" rel="noopener noreferrer">WHO</a>');
    expect(html).toContain('<a href="/search-result?service=x">search</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<img src="https://example.org/hands.png" alt="Hands" loading="lazy" />');
    expect(html).toContain('<a href="tel:112">112</a>');
  });

  it('shows escaped text as text', () => {
    expect(renderMarkdown('1 < 2 & 3 > 2')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });
});

describe('readingMinutes', () => {
  it('counts 200 words a minute, at least one, not counting image and link addresses', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes(`![a](https://x.org/${'a/'.repeat(500)}) words`)).toBe(1);
  });
});
