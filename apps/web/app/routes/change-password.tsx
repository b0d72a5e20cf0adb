import type { Route } from './+types/change-password';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Change your password',
    description: 'Change the password of your CareFinder account.',
    path: '/change-password',
    matches,
    noindex: true,
  });

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { changePasswordAction } = await import('~/features/account/account-actions');
  return changePasswordAction(request);
}

export default lazyPage('change-password', () => import('~/features/account/change-password-page'));
