import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';

/**
 * The top of an admin page: the way back to the dashboard (and to related admin pages), the page's h1, and
 * what the page is for.
 */
export function AdminPageHeader({
  title,
  links = [],
  children,
}: {
  title: string;
  links?: readonly { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap gap-x-4">
        {[{ to: '/admin/dashboard', label: 'Admin dashboard' }, ...links].map(({ to, label }) => (
          <Link key={to} to={to} className={TEXT_LINK_CLASS}>
            {label}
          </Link>
        ))}
      </p>
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
