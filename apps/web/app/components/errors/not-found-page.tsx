import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SiteSearchForm } from '~/components/layout/site-search-form';
import { useLocale } from '~/lib/i18n/use-locale';

export function NotFoundPage() {
  const { pathIn } = useLocale();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="text-lg text-gray-800">
        <Trans>
          We could not find that page. It may have moved, or the link may be wrong. Search for a hospital,
          clinic or doctor instead:
        </Trans>
      </p>
      <SiteSearchForm />
      <p>
        <Link to={pathIn('/')} className="font-semibold text-green-800 underline">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </div>
  );
}
