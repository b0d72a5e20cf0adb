import { useNonce } from '~/lib/nonce';
import { serializeJsonLd } from '~/lib/structured-data';
import type { JsonLdObject } from '~/lib/structured-data';

/**
 * schema.org data for search engines. It is data, not script, but the CSP covers every inline script,
 * so it carries the response's nonce.
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser renders without a nonce (it hides the server's from the DOM anyway): not a mismatch.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
