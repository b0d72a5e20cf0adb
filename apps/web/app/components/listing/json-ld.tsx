import { useNonce } from '~/lib/nonce';

/**
 * schema.org data for search engines, serialized (`serializeJsonLd`; the listing pages' loaders do it, so
 * the browser gets the text, not the code that builds it). It is data, not script, but the CSP covers every
 * inline script, so it carries the response's nonce.
 */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser renders without a nonce (it hides the server's from the DOM anyway): not a mismatch.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
