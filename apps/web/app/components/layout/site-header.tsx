import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import { useLocale } from '~/lib/i18n/use-locale';
import { EmergencyCallLink } from './emergency-call-link';
import { LanguageSwitcher } from './language-switcher';
import { SignInLink } from './sign-in-link';
import { SiteSearchForm } from './site-search-form';

// A chunk that fails to load (offline) leaves the plain sign-in link rather than breaking the page.
const UserMenu = lazy(() => import('./user-menu').catch(() => ({ default: SignInLink })));

/**
 * "Sign in" in the server HTML, which is the same for every visitor; once hydrated, a browser holding a
 * token swaps in the user menu.
 */
function AccountControl() {
  const signedIn = useStoredAccessToken() !== null;
  if (!signedIn) return <SignInLink />;
  return (
    <Suspense fallback={<SignInLink />}>
      <UserMenu />
    </Suspense>
  );
}

const navigation = [
  { to: '/search-result', label: msg`Find care` },
  { to: '/facility-types-directory', label: msg`Directories` },
  { to: '/blog', label: msg`Health blog` },
];

export function SiteHeader() {
  const { t, i18n } = useLingui();
  const { pathIn } = useLocale();
  return (
    <header className="border-b border-gray-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3">
        <LanguageSwitcher />
        <div className="flex items-center justify-between gap-3">
          <Link to={pathIn('/')} className="text-xl font-bold text-green-800" aria-label={t`CareFinder home`}>
            Care<span className="text-gray-900">Finder</span>
          </Link>
          <div className="flex items-center gap-2">
            <EmergencyCallLink />
            <AccountControl />
          </div>
        </div>
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <nav aria-label={t`Main`} className="order-2 md:order-1">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {navigation.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={pathIn(item.to)}
                    className={({ isActive }) =>
                      `inline-flex min-h-[40px] items-center font-medium text-gray-800 underline-offset-4 hover:underline ${isActive ? 'underline' : ''}`
                    }
                  >
                    {i18n._(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="order-1 md:order-2 md:ml-auto md:w-96">
            <SiteSearchForm />
          </div>
        </div>
      </div>
    </header>
  );
}
