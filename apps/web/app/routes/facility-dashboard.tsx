import type { Route } from './+types/facility-dashboard';
import { mapSettingsOnce } from '~/lib/map-settings';
import { requireArea } from '~/lib/auth/enter-area';
import { mapTileSettings } from '~/lib/config.server';
import { revalidateUnlessRefused } from '~/lib/forms/form-action';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Facility dashboard',
    description: 'Your facilities on CareFinder: keep the active one’s listing true.',
    path: '/facility/dashboard',
    matches,
    noindex: true,
  });

/** The map's tile settings, which only the server knows (the place's "Pick on the map"). */
export function loader() {
  return mapTileSettings();
}

/** Who is signed in, the active facility's listing and the lists its editor offers (FACILITY_ADMIN only). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  await requireArea('facility-admin-only');
  // The page's code loads while its data does, not after (lazyPage deals with a chunk that fails).
  import('~/features/account/facility-dashboard-page').catch(() => undefined);
  const [{ loadFacilityDashboard }, map] = await Promise.all([
    import('~/features/account/facility-listing-api'),
    mapSettingsOnce(serverLoader),
  ]);
  return loadFacilityDashboard(map);
}
// The page renders in the browser, behind the sign-in gate (decision 0005).
clientLoader.hydrate = true as const;

/**
 * Saving the active facility's listing, its photos, answering its reviews or doctors who ask to be listed,
 * changing its team, or switching.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'save-listing') {
    const { saveFacilityListingAction } = await import('~/features/account/facility-listing-actions');
    return saveFacilityListingAction(form);
  }
  if (intent === 'reply' || intent === 'remove-reply') {
    const { reviewReplyAction } = await import('~/features/account/review-replies-actions');
    return reviewReplyAction(form);
  }
  if (intent === 'add-photo' || intent === 'remove-photo') {
    const { facilityPhotosAction } = await import('~/features/account/facility-photos-actions');
    return facilityPhotosAction(form);
  }
  if (intent === 'decide-correction') {
    const { decideCorrectionAction } = await import('~/features/account/correction-actions');
    return decideCorrectionAction(form);
  }
  if (intent === 'decide-affiliation') {
    const { decideAffiliationAction } = await import('~/features/account/affiliation-actions');
    return decideAffiliationAction(form);
  }
  if (intent === 'add-member' || intent === 'remove-member' || intent === 'withdraw-invitation') {
    const { facilityTeamAction } = await import('~/features/account/facility-team-actions');
    return facilityTeamAction(form);
  }
  const { switchFacilityAction } = await import('~/features/account/account-actions');
  return switchFacilityAction(form);
}

export const shouldRevalidate = revalidateUnlessRefused;

export default lazyPage('facility-dashboard', () => import('~/features/account/facility-dashboard-page'));
