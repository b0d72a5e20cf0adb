import type { Route } from './+types/signup';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Create an account',
    description:
      'Create a free CareFinder account to review facilities and doctors and to manage your listing.',
    path: '/signup',
    matches,
  });

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { signUpAction } = await import('~/features/auth/auth-actions');
  return signUpAction(request);
}

export default lazyPage('signup', () => import('~/features/auth/signup-page'));
