import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { UserRole } from '@carefinder/contracts';
import type { FocusEvent } from 'react';
import { Link } from 'react-router';
import { announceToast } from '~/lib/announced-toasts';
import { decodeAccessToken } from '~/lib/auth/access-token';
import { dashboardPathFor } from '~/lib/auth/roles';
import { signOut } from '~/lib/auth/session';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import { useLocale } from '~/lib/i18n/use-locale';
import { useClientUser } from '~/lib/store/use-client-user';
import { SignInLink } from './sign-in-link';
import '~/account.css';

/** The account types as spec §6 names them (lib/auth/roles.ts), in the page's language. */
const ACCOUNT_TYPE_NAMES: Readonly<Record<UserRole, MessageDescriptor>> = {
  ADMIN: msg`Admin`,
  FACILITY_ADMIN: msg`Facility`,
  PROVIDER: msg`Provider`,
  USER: msg`User`,
};

const MENU_ITEM_CLASS =
  'flex min-h-[40px] w-full items-center rounded-md px-3 text-left font-medium text-gray-900 hover:bg-green-50';

/**
 * The signed-in user's menu in the header: their name, their dashboard, profile and sign-out. Loaded only
 * when a token is stored, so anonymous visitors never download it (decision 0003's budget).
 */
export default function UserMenu() {
  const { t, i18n } = useLingui();
  const { pathIn } = useLocale();
  const session = decodeAccessToken(useStoredAccessToken());
  const user = useClientUser();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // Escape closes the open menu wherever focus is, and gives focus back to its button.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  if (!session) return <SignInLink />;

  const { firstName } = user;
  const shownName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const accountType = i18n._(ACCOUNT_TYPE_NAMES[session.role]);
  const close = () => setOpen(false);

  function closeWhenFocusLeaves(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  }

  async function handleSignOut() {
    setSigningOut(true);
    await signOut();
    announceToast({ type: 'info', message: t`You are signed out.` });
  }

  return (
    <div className="relative" onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex min-h-[40px] max-w-[10rem] items-center gap-1 rounded-md border border-green-700 px-3 font-semibold text-green-800 hover:bg-green-50"
      >
        <span className="sr-only">
          {firstName ? t`Account menu of ${firstName}` : t`Account menu of your account`}
        </span>
        {/* Below 480 px the header has room for an icon only; the name is in the menu. */}
        <PersonIcon />
        <span aria-hidden="true" className="hidden truncate base:inline">
          {user.firstName || t`Account`}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 w-64 rounded-md border border-gray-300 bg-white p-2 shadow-lg"
      >
        <p className="px-3 py-2 text-sm text-gray-700">
          <Trans>
            Signed in as <strong className="font-semibold text-gray-900">{shownName}</strong> ({accountType})
          </Trans>
        </p>
        <ul>
          <li>
            <Link to={pathIn(dashboardPathFor(session.role))} onClick={close} className={MENU_ITEM_CLASS}>
              <Trans>Your dashboard</Trans>
            </Link>
          </li>
          <li>
            <Link to={pathIn('/user/profile')} onClick={close} className={MENU_ITEM_CLASS}>
              <Trans>Your profile</Trans>
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => void handleSignOut()}
              aria-disabled={signingOut || undefined}
              className={MENU_ITEM_CLASS}
            >
              <Trans>Sign out</Trans>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0 base:hidden">
      <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
    </svg>
  );
}
