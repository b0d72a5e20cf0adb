import { data } from 'react-router';

/** Answers 404; the root error boundary shows the "page not found" page. */
export function loader() {
  throw data('Not found', { status: 404 });
}

export default function NotFound() {
  return null;
}
