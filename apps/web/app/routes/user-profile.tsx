import type { Route } from './+types/user-profile';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';
import { loadSignedInUser } from './load-signed-in-user';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Your profile',
    description: 'Change the name and phone number of your CareFinder account.',
    path: '/user/profile',
    matches,
    noindex: true,
  });

export const clientLoader = () => loadSignedInUser('signed-in');

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { updateProfileAction } = await import('~/features/account/account-actions');
  return updateProfileAction(request);
}

export default lazyPage('user-profile', () => import('~/features/account/user-profile-page'));
