import type { Route } from './+types/emergency-contacts';
import { loadEmergencyPage } from '~/features/emergency-contacts/emergency-loader.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  return loadEmergencyPage(new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Emergency numbers',
    description:
      'In an emergency in Nigeria, call 112, free from any network. National and state emergency lines, each with its source and the day it was last checked.',
    path: '/emergency-contacts',
    matches,
  });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

const EmergencyPage = lazyPage(
  'emergency-contacts',
  () => import('~/features/emergency-contacts/emergency-page'),
);

export default function EmergencyContacts({ loaderData }: Route.ComponentProps) {
  return <EmergencyPage {...loaderData} />;
}
