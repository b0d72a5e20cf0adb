import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '~/components/ui/skeleton';
import { decodeAccessToken } from './access-token';
import { applyGate } from './enter-area';
import type { GateArea } from './gate';
import { useStoredAccessToken } from './use-stored-access-token';

/**
 * A gate's page area. The gate's loader decides on entry; this follows the session while the visitor
 * stays: signing in on a guest-only page moves on to the origin or dashboard, and a session that ends
 * (sign-out here or in another tab, a failed refresh) leaves a protected page for /.
 */
export function GateLayout({ area }: { area: GateArea }) {
  const role = decodeAccessToken(useStoredAccessToken())?.role ?? null;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const to = applyGate(area, pathname + search, 'session-change');
    if (to !== null) void navigate(to, { replace: true });
  }, [area, role, pathname, search, navigate]);

  return <Outlet />;
}

/** What a visitor without JavaScript reads on the pages of accounts. */
export function NoScriptNotice() {
  return (
    <noscript>
      <p className="mb-4 text-lg text-gray-800">
        <Trans>
          Signing in needs JavaScript. You can still search for care and read every listing without it.
        </Trans>
      </p>
    </noscript>
  );
}

/** Server HTML of every gated page: tokens live in the browser, so these pages render there (DESIGN §2). */
export function GateFallback() {
  return (
    <>
      <NoScriptNotice />
      <PageSkeleton />
    </>
  );
}
