import { TextLink } from '~/components/forms/form-page';
import { SignInPage } from './sign-in-page';

export default function AdminLoginPage() {
  return (
    <SignInPage
      title="Administrator sign in"
      lead="For CareFinder administrators. Everyone else signs in on the ordinary sign-in page."
      otherWay={
        <>
          Not an administrator? <TextLink to="/login">Sign in here</TextLink>
        </>
      }
    />
  );
}
