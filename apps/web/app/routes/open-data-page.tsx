import type { Route } from './+types/open-data-page';
import { loadOpenDataSummary } from '~/features/open-data-page/open-data-summary.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export async function loader() {
  return { summary: await loadOpenDataSummary() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Open data',
    description:
      'Download CareFinder’s directory of Nigerian health facilities as CSV or GeoJSON: what the files hold, how many facilities, and the CC BY 4.0 licence.',
    path: '/open-data',
    matches,
  });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

const OpenDataPage = lazyPage('open-data', () => import('~/features/open-data-page/open-data-page'));

export default function OpenData({ loaderData }: Route.ComponentProps) {
  return <OpenDataPage summary={loaderData.summary} />;
}
