import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLocale } from '~/lib/i18n/use-locale';

export function SignInLink() {
  const { pathIn } = useLocale();
  return (
    <Link
      to={pathIn('/login')}
      className="inline-flex min-h-[40px] items-center rounded-md border border-green-700 px-3 font-semibold text-green-800 hover:bg-green-50"
    >
      <Trans>Sign in</Trans>
    </Link>
  );
}
