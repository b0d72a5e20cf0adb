import { data } from 'react-router';
import { NotFoundPage } from '~/components/errors/not-found-page';

/** Answers 404 with the "page not found" page. */
export function loader() {
  throw data('Not found', { status: 404 });
}

export default function NotFound() {
  return null;
}

// Caught here rather than at the root, so a gate above (the admin area) still runs in the browser:
// React Router skips the client loader of the route that holds a server error.
export function ErrorBoundary() {
  return <NotFoundPage />;
}
