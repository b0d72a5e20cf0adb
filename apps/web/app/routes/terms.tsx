import type { Route } from './+types/terms';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Terms of use',
    description:
      'The rules for using CareFinder: listing accuracy, accounts, reviews, listing owners, open-data licence and the limits of our liability.',
    path: '/terms',
    matches,
  });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default lazyPage('terms', () => import('~/features/static-pages/terms-page'));
