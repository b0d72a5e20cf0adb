import { redirect } from 'react-router';

/** Spec §2: /aboutUs redirects to /about-us. */
export function loader() {
  return redirect('/about-us', 301);
}
