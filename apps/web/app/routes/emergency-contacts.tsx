import { msg } from '@lingui/core/macro';
import { redirectDocument } from 'react-router';
import type { Route } from './+types/emergency-contacts';
import { loadEmergencyPage } from '~/features/emergency-contacts/emergency-loader.server';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';
import type { StaticDocumentHandle } from '~/lib/static-document';

/** A document without the app's scripts, to stay within its 10 KB (decision 0035). */
export const handle: StaticDocumentHandle = { staticDocument: true };

export async function loader(args: Route.LoaderArgs) {
  const words = await pageMessages(args, ['emergency']);
  return { ...words, ...(await loadEmergencyPage(new URL(args.request.url))) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Emergency numbers`),
    description: i18n._(
      msg`In an emergency in Nigeria, call 112, free from any network. National and state emergency lines, each with its source and the day it was last checked.`,
    ),
    path: '/emergency-contacts',
    matches,
  });
};

/** Reached from a page of the app, it is loaded as a document too, never rendered by the scripts. */
export function clientLoader({ request }: Route.ClientLoaderArgs): never {
  throw redirectDocument(request.url);
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

const EmergencyPage = lazyPage(
  'emergency-contacts',
  () => import('~/features/emergency-contacts/emergency-page'),
);

export default function EmergencyContacts({ loaderData }: Route.ComponentProps) {
  return <EmergencyPage {...loaderData} />;
}
