import { msg } from '@lingui/core/macro';
import type { Route } from './+types/change-password';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Change your password`),
    path: '/change-password',
    matches,
    noindex: true,
  });
};

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { changePasswordAction } = await import('~/features/account/account-actions');
  return changePasswordAction(request);
}

export default lazyPage('change-password', () => import('~/features/account/change-password-page'));
