import type { Route } from './+types/guest-verify';
import { enterArea, readSignedInRole } from '~/lib/auth/enter-area';
import { GateFallback, GateLayout } from '~/lib/auth/gate-layout';
import '~/account.css';

/**
 * /verify-token, guest-only as the forms are (spec §2), but decided before it renders: its link is often
 * opened by someone who signed in before confirming, so its token is verified before the signed-in user is
 * sent on, rather than lost; the result shows as a toast.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const verificationToken = url.searchParams.get('token');
  if (verificationToken && readSignedInRole() !== null) {
    const { verifyEmailAndAnnounce } = await import('~/features/auth/verify-email');
    await verifyEmailAndAnnounce(verificationToken);
  }
  await enterArea('guest-only', request);
  return null;
}

export const shouldRevalidate = () => false;

export const HydrateFallback = GateFallback;

export default function GuestVerifyGate() {
  return <GateLayout area="guest-only" />;
}
