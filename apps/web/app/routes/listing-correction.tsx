import { msg } from '@lingui/core/macro';
import type { Route } from './+types/listing-correction';
import { correctionAction } from '~/features/corrections/correction-action.server';
import { loadCorrectionPage } from '~/features/corrections/correction-loader.server';
import { i18nFor, pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

const CATALOGS = ['corrections'] as const;

/** The listing the page corrects: a facility (/facilities/{id}/correction) or a doctor's profile. */
const listingOf = (request: Request, id: string) =>
  ({
    kind: new URL(request.url).pathname.includes('/providers/') ? 'provider' : 'facility',
    id,
  }) as const;

export async function loader(args: Route.LoaderArgs) {
  const words = await pageMessages(args, CATALOGS);
  const page = await loadCorrectionPage(listingOf(args.request, args.params.id), new URL(args.request.url), {
    i18n: i18nFor(words),
    locale: words.locale,
  });
  return { ...words, ...page };
}

/** A plain POST (no script needed): checked on the server, sent to the API, then the thanks. */
export async function action(args: Route.ActionArgs) {
  const words = await pageMessages(args, CATALOGS);
  return correctionAction(args.request, listingOf(args.request, args.params.id), {
    i18n: i18nFor(words),
    locale: words.locale,
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const i18n = pageI18n(matches);
  const name = loaderData?.listing.name ?? '';
  return pageMeta({
    title: i18n._(msg`Suggest a correction: ${name}`),
    description: i18n._(msg`Tell the people who keep this listing what is wrong: no account needed.`),
    path: `${loaderData?.listing.path ?? ''}/correction`,
    matches,
    noindex: true,
  });
};

/** A form, prefilled from the listing: not worth keeping in a shared cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-cache' });

export default lazyPage('listing-correction', () => import('~/features/corrections/correction-page'));
