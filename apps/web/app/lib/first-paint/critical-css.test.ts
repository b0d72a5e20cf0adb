import { describe, expect, it } from 'vitest';
import { classesInHtml, criticalCssFor, firstClass, parseStylesheet } from './critical-css';

/** The shape of Tailwind 4's minified output. */
const sheet =
  '/*! tailwindcss */@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-border-style:solid}}}' +
  '@layer theme{:root,:host{--color-red-700:oklch(50.5% .213 27.518);--font-sans:"A;B",sans-serif;--color-blue-50:blue}}' +
  '@layer base{*,:after{box-sizing:border-box}a{color:inherit}html{font-family:var(--font-sans)}}@layer components;' +
  '@layer utilities{.flex{display:flex}.hidden{display:none}.bg-red-700{background-color:var(--color-red-700)}' +
  '.hover\\:bg-red-800{&:hover{@media (hover:hover){background-color:red}}}' +
  '.group-open\\:rotate-90:is(:where(.group):is([open]) *){rotate:90deg}' +
  '.\\32 xl\\:flex{display:flex}' +
  '.border{border-style:var(--tw-border-style);border-width:1px}.ring{--tw-ring-color:red;box-shadow:var(--tw-ring-color)}' +
  ".content-\\[\\'\\'\\]{--tw-content:'}';content:var(--tw-content)}" +
  '@media (width>=48rem){.md\\:grid{display:grid}.md\\:flex{display:flex}}' +
  '@media (width>=80rem){.xl\\:hidden{display:none}}}' +
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@keyframes spin{to{rotate:360deg}}' +
  '@property --tw-ring-color{syntax:"*";inherits:false}';

describe('criticalCssFor', () => {
  const critical = criticalCssFor(sheet);

  it('keeps the rules of the classes the page uses, and everything that is not a class rule', () => {
    const css = critical(
      '<main class="flex bg-red-700 hover:bg-red-800 border"><details class="group"><span class="group-open:rotate-90">' +
        '</span></details><div class="md:flex 2xl:flex">x</div></main>',
    );
    expect(css).toBe(
      '@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-border-style:solid}}}' +
        // The theme keeps the variables kept rules read: blue-50 is nobody's.
        '@layer theme{:root,:host{--color-red-700:oklch(50.5% .213 27.518);--font-sans:"A;B",sans-serif}}' +
        '@layer base{*,:after{box-sizing:border-box}a{color:inherit}html{font-family:var(--font-sans)}}' +
        '@layer components;' +
        '@layer utilities{.flex{display:flex}.bg-red-700{background-color:var(--color-red-700)}' +
        '.hover\\:bg-red-800{&:hover{@media (hover:hover){background-color:red}}}' +
        '.group-open\\:rotate-90:is(:where(.group):is([open]) *){rotate:90deg}' +
        '.\\32 xl\\:flex{display:flex}' +
        '.border{border-style:var(--tw-border-style);border-width:1px}' +
        '@media (width>=48rem){.md\\:flex{display:flex}}}' +
        '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@keyframes spin{to{rotate:360deg}}',
    );
  });

  it('leaves out the fallback values of variables no kept rule reads', () => {
    expect(critical('<p class="flex">x</p>')).toContain('@layer properties{}@layer theme');
  });

  it('keeps empty layers (their order) but drops empty media queries', () => {
    expect(critical('<p class="nothing-here">x</p>')).toContain('@layer utilities{}');
    expect(critical('<p class="nothing-here">x</p>')).not.toContain('@media (width>=');
  });

  it('reads strings with braces in them as strings', () => {
    expect(critical(`<p class="content-['']">x</p>`)).toContain(".content-\\[\\'\\'\\]{--tw-content:'}';");
    expect(parseStylesheet(sheet)).toContainEqual({
      kind: 'statement',
      text: '@keyframes spin{to{rotate:360deg}}',
    });
  });
});

describe('firstClass', () => {
  it('unescapes the first class of a selector', () => {
    expect(firstClass('.md\\:flex')).toBe('md:flex');
    expect(firstClass('.\\32 xl\\:flex')).toBe('2xl:flex');
    expect(firstClass('.w-1\\/2:hover')).toBe('w-1/2');
    expect(firstClass('a:where(.x)')).toBe('x');
    expect(firstClass(':root')).toBeUndefined();
  });
});

describe('classesInHtml', () => {
  it('reads every class attribute, entities decoded', () => {
    expect([...classesInHtml(`<a class="a  b"></a><i class="content-[&#x27;&#x27;]"></i>`)]).toEqual([
      'a',
      'b',
      "content-['']",
    ]);
  });
});
