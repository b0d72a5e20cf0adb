import type { Route } from './+types/admin-messages';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Messages',
    description: 'Read, answer and close the messages sent with the contact form.',
    path: '/admin/messages',
    matches,
    noindex: true,
  });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireArea('admin-only');
  const { loadAdminMessages } = await import('~/features/admin-messages/admin-messages-api');
  return loadAdminMessages(new URL(request.url).searchParams);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { adminMessagesAction } = await import('~/features/admin-messages/admin-messages-actions');
  return adminMessagesAction(request);
}

export default lazyPage('admin-messages', () => import('~/features/admin-messages/admin-messages-page'));
