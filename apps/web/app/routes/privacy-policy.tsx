import type { Route } from './+types/privacy-policy';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Privacy policy',
    description:
      'What personal data CareFinder collects, why, how long we keep it, and your rights under the Nigeria Data Protection Act 2023.',
    path: '/privacyPolicy',
    matches,
  });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default lazyPage('privacy-policy', () => import('~/features/static-pages/privacy-policy-page'));
