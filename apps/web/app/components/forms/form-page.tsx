import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/lib/i18n/use-locale';

export const TEXT_LINK_CLASS =
  'font-semibold text-green-800 underline underline-offset-2 hover:text-green-900';

/** The narrow one-column layout of the sign-in, password and profile pages. */
export function FormPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
        {lead && <p className="text-gray-800">{lead}</p>}
      </div>
      {children}
    </div>
  );
}

/** An in-app link in form pages' running text, in the page's language where the page it leads to is. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  const { pathIn } = useLocale();
  return (
    <Link to={pathIn(to)} className={TEXT_LINK_CLASS}>
      {children}
    </Link>
  );
}

/** A confirmation shown in place of a form once it has done its job, with what to do next. */
export function SuccessPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border-2 border-green-700 bg-green-50 p-4 text-green-950"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}
