import type { Route } from './+types/contact-us';
import { contactAction } from '~/features/contact/contact-action.server';
import { loadContactPage } from '~/features/contact/contact-loader.server';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export function loader({ request }: Route.LoaderArgs) {
  return loadContactPage(new URL(request.url));
}

/** A plain POST (no script needed): validated on the server, sent to the API, then the thanks. */
export async function action({ request }: Route.ActionArgs) {
  return contactAction(request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Contact us',
    description:
      'Write to CareFinder: ask a question, correct or add a hospital, clinic or doctor, or report a problem with the site.',
    path: '/contactUs',
    matches,
  });

/** The page is the same for everyone, but a prefilled or answered form is not worth keeping in a cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-cache' });

export default lazyPage('contact-us', () => import('~/features/contact/contact-page'));
