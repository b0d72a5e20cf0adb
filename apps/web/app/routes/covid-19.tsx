import type { Route } from './+types/covid-19';
import { loadCovidPage } from '~/features/covid-19/covid-loader.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export async function loader() {
  return { page: await loadCovidPage() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'COVID-19',
    description:
      'COVID-19 in Nigeria: signs, who is at higher risk, how to protect yourself, NCDC’s number, and where to get tested or vaccinated.',
    path: '/covid-19',
    matches,
  });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

const CovidPage = lazyPage('covid-19', () => import('~/features/covid-19/covid-page'));

export default function Covid19({ loaderData }: Route.ComponentProps) {
  return <CovidPage page={loaderData.page} />;
}
