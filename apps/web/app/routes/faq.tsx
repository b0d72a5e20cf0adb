import type { Route } from './+types/faq';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Frequently asked questions',
    description:
      'Answers on finding the nearest open hospital, HMO and NHIA filters, correcting listings, reviews, emergencies and your location on CareFinder.',
    path: '/faq',
    matches,
  });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

export default lazyPage('faq', () => import('~/features/static-pages/faq-page'));
