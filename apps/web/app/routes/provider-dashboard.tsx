import type { Route } from './+types/provider-dashboard';
import { mapSettingsOnce } from '~/lib/map-settings';
import { requireArea } from '~/lib/auth/enter-area';
import { mapTileSettings } from '~/lib/config.server';
import { revalidateUnlessRefused } from '~/lib/forms/form-action';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Provider dashboard',
    description: "Your doctor's profile on CareFinder: keep it true for your patients.",
    path: '/provider/dashboard',
    matches,
    noindex: true,
  });

/** The map's tile settings, which only the server knows (the place's "Pick on the map"). */
export function loader() {
  return mapTileSettings();
}

/** Who is signed in, their provider profile and what its editor offers. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  await requireArea('signed-in');
  // The page's code loads while its data does, not after (lazyPage deals with a chunk that fails).
  import('~/features/account/provider-dashboard-page').catch(() => undefined);
  const [{ loadProviderDashboard }, map] = await Promise.all([
    import('~/features/account/provider-profile-api'),
    mapSettingsOnce(serverLoader),
  ]);
  return loadProviderDashboard(map);
}
// The page renders in the browser, behind the sign-in gate (decision 0005).
clientLoader.hydrate = true as const;

/** Saving the profile or its photo, asking to be listed at a facility, or answering its reviews. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'put-photo' || intent === 'remove-photo') {
    const { providerPhotoAction } = await import('~/features/account/provider-photo-actions');
    return providerPhotoAction(form);
  }
  if (intent === 'ask-affiliation') {
    const { askAffiliationAction } = await import('~/features/account/affiliation-actions');
    return askAffiliationAction(form);
  }
  if (intent === 'decide-correction') {
    const { decideCorrectionAction } = await import('~/features/account/correction-actions');
    return decideCorrectionAction(form);
  }
  if (intent === 'reply' || intent === 'remove-reply') {
    const { reviewReplyAction } = await import('~/features/account/review-replies-actions');
    return reviewReplyAction(form);
  }
  const { saveProviderProfileAction } = await import('~/features/account/provider-profile-actions');
  return saveProviderProfileAction(form);
}

export const shouldRevalidate = revalidateUnlessRefused;

export default lazyPage('provider-dashboard', () => import('~/features/account/provider-dashboard-page'));
