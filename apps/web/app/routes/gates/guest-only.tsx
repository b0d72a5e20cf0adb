import type { Route } from './+types/guest-only';
import { enterArea, readSignedInRole } from '~/lib/auth/enter-area';
import { GateFallback, GateLayout } from '~/lib/auth/gate-layout';
import '~/account.css';

/**
 * Sign-in, sign-up and password pages: a signed-in user goes to the stored origin or their dashboard
 * (spec §2). The e-mail verification link is usually opened while signed in (sign-up signs you in), so
 * its token is verified before that redirect rather than lost; the result shows as a toast.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const verificationToken = url.searchParams.get('token');
  if (url.pathname === '/verify-token' && verificationToken && readSignedInRole() !== null) {
    const { verifyEmailAndAnnounce } = await import('~/features/auth/verify-email');
    await verifyEmailAndAnnounce(verificationToken);
  }
  await enterArea('guest-only', request);
  return null;
}

export const shouldRevalidate = () => false;

export const HydrateFallback = GateFallback;

export default function GuestOnlyGate() {
  return <GateLayout area="guest-only" />;
}
