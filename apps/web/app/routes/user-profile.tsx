import { msg } from '@lingui/core/macro';
import type { Route } from './+types/user-profile';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';
import { loadSignedInUser } from './load-signed-in-user';

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Your profile`),
    path: '/user/profile',
    matches,
    noindex: true,
  });
};

export const clientLoader = () => loadSignedInUser('signed-in');

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { updateProfileAction } = await import('~/features/account/account-actions');
  return updateProfileAction(request);
}

export default lazyPage('user-profile', () => import('~/features/account/user-profile-page'));
