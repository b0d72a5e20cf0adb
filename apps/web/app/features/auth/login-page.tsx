import { TextLink } from '~/components/forms/form-page';
import { SignInPage } from './sign-in-page';

export default function LoginPage() {
  return (
    <SignInPage
      title="Sign in"
      lead="Sign in to keep your details, reviews and listings up to date."
      otherWay={
        <>
          New to CareFinder? <TextLink to="/signup">Create an account</TextLink>
        </>
      }
    />
  );
}
