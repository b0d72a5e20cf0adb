import type { Route } from './+types/about-us';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'About CareFinder',
    description:
      'CareFinder is a free directory of hospitals, clinics and doctors across Nigeria, built from the national facility registry and kept current by owners.',
    path: '/about-us',
    matches,
  });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default lazyPage('about-us', () => import('~/features/static-pages/about-us-page'));
