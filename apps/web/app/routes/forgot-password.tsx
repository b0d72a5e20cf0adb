import type { Route } from './+types/forgot-password';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Reset your password',
    description: 'Get a link by e-mail to choose a new CareFinder password.',
    path: '/forgot-password',
    matches,
    noindex: true,
  });

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { forgotPasswordAction } = await import('~/features/auth/auth-actions');
  return forgotPasswordAction(request);
}

export default lazyPage('forgot-password', () => import('~/features/auth/forgot-password-page'));
