/**
 * A short page in the site's words for an answer React Router does not render (a refusal, a bad address):
 * no script or style, so it needs no CSP nonce. The paragraphs are trusted HTML written in this codebase.
 */
export function plainPage(heading: string, paragraphs: readonly string[], title = heading): string {
  return `<!doctype html>
<html lang="en-NG"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} | CareFinder</title></head>
<body><main><h1>${heading}</h1>${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')}</main></body></html>`;
}
