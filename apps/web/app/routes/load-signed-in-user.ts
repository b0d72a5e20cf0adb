import { requireArea } from '~/lib/auth/enter-area';
import type { GateArea } from '~/lib/auth/gate';

/**
 * The client loader of the dashboards and the profile: GET /api/me, once the area's rule admits the
 * visitor (their gate's loader runs at the same time and redirects anyone else).
 */
export async function loadSignedInUser(area: Exclude<GateArea, 'guest-only'>) {
  await requireArea(area);
  const { loadCurrentUser } = await import('~/features/account/account-api');
  return loadCurrentUser();
}
