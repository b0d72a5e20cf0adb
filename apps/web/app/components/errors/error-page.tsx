import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/lib/i18n/use-locale';
import { reportClientError } from './report-client-error';

/** Spec §2's error page, for any unexpected error on the server or in the browser. */
export function ErrorPage({ error }: { error?: unknown }) {
  const { t } = useLingui();
  const { pathIn } = useLocale();
  useEffect(() => {
    if (error === undefined) return;
    // Server-side errors are already in the server log; this records what the browser met.
    reportClientError(error).catch((reportError: unknown) =>
      console.error('Could not report the error', reportError),
    );
  }, [error]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      {/* The spec's words, exactly, in English. */}
      <h1 className="text-4xl font-bold text-gray-900">{t`Ooops!`}</h1>
      <p className="text-lg text-gray-800">
        {t`Sorry, an unexpected error occurred. We have logged this error and our engineers will investigate and fix it as soon as possible.`}
      </p>
      <Link
        to={pathIn('/')}
        className="inline-flex min-h-[40px] items-center rounded-md bg-green-700 px-5 font-semibold text-white hover:bg-green-800"
      >
        {t`Dashboard`}
      </Link>
    </div>
  );
}
