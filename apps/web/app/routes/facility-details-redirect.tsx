import { redirect } from 'react-router';
import type { Route } from './+types/facility-details-redirect';

/** Spec §2: /facilityDetails/{id} redirects to /facilities/{id}. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/facilities/${encodeURIComponent(params.id)}`, 301);
}
