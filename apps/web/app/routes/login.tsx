import type { Route } from './+types/login';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Sign in',
    description: 'Sign in to your CareFinder account to keep your details, reviews and listings up to date.',
    path: '/login',
    matches,
  });

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { signInAction } = await import('~/features/auth/auth-actions');
  return signInAction(request, '/auth/login');
}

export default lazyPage('login', () => import('~/features/auth/login-page'));
