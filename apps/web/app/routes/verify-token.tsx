import type { Route } from './+types/verify-token';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Verify your e-mail address',
    description: 'Confirm the e-mail address of your CareFinder account.',
    path: '/verify-token',
    matches,
    noindex: true,
  });

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { verifyEmailAction } = await import('~/features/auth/auth-actions');
  return verifyEmailAction(request);
}

export default lazyPage('verify-token', () => import('~/features/auth/verify-token-page'));
