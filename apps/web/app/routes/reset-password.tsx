import type { Route } from './+types/reset-password';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Choose a new password',
    description: 'Choose a new password for your CareFinder account.',
    path: '/reset-password',
    matches,
    noindex: true,
  });

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { resetPasswordAction } = await import('~/features/auth/auth-actions');
  return resetPasswordAction(request);
}

export default lazyPage('reset-password', () => import('~/features/auth/reset-password-page'));
