import { Link, NavLink } from 'react-router';
import { EmergencyCallLink } from './emergency-call-link';
import { SiteSearchForm } from './site-search-form';

const navigation = [
  { to: '/search-result', label: 'Find care' },
  { to: '/facility-types-directory', label: 'Directories' },
  { to: '/blog', label: 'Health blog' },
];

export function SiteHeader() {
  return (
    <header className="border-b border-gray-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3">
        <div className="flex items-center justify-between gap-3">
          <Link to="/" className="text-xl font-bold text-green-800" aria-label="CareFinder home">
            Care<span className="text-gray-900">Finder</span>
          </Link>
          <div className="flex items-center gap-2">
            <EmergencyCallLink />
            <Link
              to="/login"
              className="inline-flex min-h-[40px] items-center rounded-md border border-green-700 px-3 font-semibold text-green-800 hover:bg-green-50"
            >
              Sign in
            </Link>
          </div>
        </div>
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <nav aria-label="Main" className="order-2 md:order-1">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {navigation.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `inline-flex min-h-[40px] items-center font-medium text-gray-800 underline-offset-4 hover:underline ${isActive ? 'underline' : ''}`
                    }
                  >
                    {item.label}
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
