import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { DIRECTORY_LINKS } from '~/components/layout/directory-links';
import { useLocale } from '~/lib/i18n/use-locale';

const LINK_CLASS =
  'inline-flex min-h-[40px] items-center font-semibold text-green-800 underline underline-offset-2';

/** Directories as a list within a sentence, in the page's language: "Services, Specialties, …". */
export function DirectoryLinkList({
  directories,
}: {
  directories: ReadonlyArray<(typeof DIRECTORY_LINKS)[number]>;
}) {
  const { i18n } = useLingui();
  const { pathIn } = useLocale();
  return (
    <ul className="inline">
      {directories.map((directory, index) => (
        <li key={directory.to} className="inline">
          <Link to={pathIn(directory.to)} className={LINK_CLASS}>
            {i18n._(directory.label)}
          </Link>
          {index < directories.length - 1 && ', '}
        </li>
      ))}
    </ul>
  );
}
