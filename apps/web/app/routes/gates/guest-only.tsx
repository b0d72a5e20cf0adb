import { useEffect } from 'react';
import type { Route } from './+types/guest-only';
import { enterArea, readSignedInRole, rememberNext } from '~/lib/auth/enter-area';
import { SubmitWaitsForScripts } from '~/components/ui/submit-button';
import { GateLayout, NoScriptNotice } from '~/lib/auth/gate-layout';
import '~/account.css';

/**
 * Sign-in, sign-up and password pages: a signed-in user goes to the stored origin or their dashboard
 * (spec §2). Their forms are in the server's HTML, visible and labelled before the scripts run: the server
 * has nothing to load, and the browser decides once it holds the session (the layout's effect on a direct
 * visit, the client loader on a move within the app).
 */
export function loader() {
  return null;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await enterArea('guest-only', request);
  return null;
}

export const shouldRevalidate = () => false;

export default function GuestOnlyGate() {
  // A direct visit skips the client loader: the sign-in link's `next` is remembered here instead, for a
  // visitor the gate lets in (a signed-in one is sent on).
  useEffect(() => {
    if (readSignedInRole() === null) rememberNext(new URL(window.location.href));
  }, []);
  return (
    <>
      <NoScriptNotice />
      {/* Their forms go to client actions: in the server's HTML they can be filled, sent once scripts run. */}
      <SubmitWaitsForScripts value>
        <GateLayout area="guest-only" />
      </SubmitWaitsForScripts>
    </>
  );
}
