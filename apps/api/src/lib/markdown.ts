import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown written by ADMIN (blog posts, content pages) as HTML that is safe to insert into a page: marked
 * renders it (raw HTML in the Markdown passes through), then sanitize-html keeps only an allow-list of
 * tags and attributes. No script, event handler, style, frame or form survives, and links and images keep
 * only http(s) URLs or paths (links may also be mailto: and tel:), so no `javascript:` or `data:` URL does
 * either, however it is encoded. The page's strict CSP is the second wall.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    'sup',
    'sub',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // The page's title is its only h1: a "# Heading" in the body becomes a section heading.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    // Lazy loading keeps a long post's images off a slow connection until they are scrolled to.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  disallowedTagsMode: 'discard',
};

/** Sanitised HTML of a Markdown text. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown text at 200 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return Math.max(1, Math.ceil((words?.length ?? 0) / WORDS_PER_MINUTE));
}
