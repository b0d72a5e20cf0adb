import { msg } from '@lingui/core/macro';
import type { Route } from './+types/contact-us';
import { contactAction } from '~/features/contact/contact-action.server';
import { loadContactPage } from '~/features/contact/contact-loader.server';
import { i18nFor, pageI18n } from '~/lib/i18n/page-i18n';
import { pageMessages } from '~/lib/i18n/page-messages.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

const CATALOGS = ['contact', 'forms'] as const;

export async function loader(args: Route.LoaderArgs) {
  return { ...(await pageMessages(args, CATALOGS)), ...loadContactPage(new URL(args.request.url)) };
}

/** A plain POST (no script needed): validated on the server, sent to the API, then the thanks. */
export async function action(args: Route.ActionArgs) {
  const words = await pageMessages(args, CATALOGS);
  return contactAction(args.request, { i18n: i18nFor(words), locale: words.locale });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = pageI18n(matches);
  return pageMeta({
    title: i18n._(msg`Contact us`),
    description: i18n._(
      msg`Write to CareFinder: ask a question, correct or add a hospital, clinic or doctor, or report a problem with the site.`,
    ),
    path: '/contactUs',
    matches,
  });
};

/** The page is the same for everyone, but a prefilled or answered form is not worth keeping in a cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-cache' });

export default lazyPage('contact-us', () => import('~/features/contact/contact-page'));
