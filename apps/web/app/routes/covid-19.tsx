import { msg } from '@lingui/core/macro';
import type { Route } from './+types/covid-19';
import { loadCovidPage } from '~/features/covid-19/covid-loader.server';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/seo';

export async function loader(args: Route.LoaderArgs) {
  const [words, page] = await Promise.all([pageMessages(args, ['covid']), loadCovidPage()]);
  return { ...words, page };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: 'COVID-19',
    description: i18n._(
      msg`COVID-19 in Nigeria: signs, who is at higher risk, how to protect yourself, NCDC’s number, and where to get tested or vaccinated.`,
    ),
    path: '/covid-19',
    matches,
  });
};

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });

const CovidPage = lazyPage('covid-19', () => import('~/features/covid-19/covid-page'));

export default function Covid19({ loaderData }: Route.ComponentProps) {
  return <CovidPage page={loaderData.page} />;
}
