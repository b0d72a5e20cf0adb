import { Trans, useLingui } from '@lingui/react/macro';
import { TextLink } from '~/components/forms/form-page';
import { SignInPage } from './sign-in-page';

export default function LoginPage() {
  const { t } = useLingui();
  return (
    <SignInPage
      title={t`Sign in`}
      lead={<Trans>Sign in to keep your details, reviews and listings up to date.</Trans>}
      otherWay={
        <Trans>
          New to CareFinder? <TextLink to="/signup">Create an account</TextLink>
        </Trans>
      }
    />
  );
}
