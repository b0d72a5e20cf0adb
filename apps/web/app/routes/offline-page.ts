import type { Route } from './+types/offline-page';
import { offlinePageHtml } from '~/features/emergency-contacts/offline-page.server';
import { i18nFor } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';

/** /offline.html, /ha/offline.html, …: what the service worker shows offline for a page never visited. */
export async function loader(args: Route.LoaderArgs) {
  const words = await pageMessages(args, ['emergency']);
  return new Response(offlinePageHtml(words.locale, i18nFor(words)), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
