import type { Route } from './+types/admin-ussd';
import { requireArea } from '~/lib/auth/enter-area';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'USSD and SMS',
    description: 'Try the USSD menu as a caller’s phone shows it, and find the SMS CareFinder sent.',
    path: '/admin/ussd',
    matches,
    noindex: true,
  });

export async function clientLoader() {
  await requireArea('admin-only');
  return null;
}

export default lazyPage('admin-ussd', () => import('~/features/admin-channels/ussd-trial-page'));
