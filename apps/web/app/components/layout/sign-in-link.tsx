import { Link } from 'react-router';

export function SignInLink() {
  return (
    <Link
      to="/login"
      className="inline-flex min-h-[40px] items-center rounded-md border border-green-700 px-3 font-semibold text-green-800 hover:bg-green-50"
    >
      Sign in
    </Link>
  );
}
