import { Link } from 'react-router';
import { SiteSearchForm } from '~/components/layout/site-search-form';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold text-gray-900">Page not found</h1>
      <p className="text-lg text-gray-800">
        We could not find that page. It may have moved, or the link may be wrong. Search for a hospital,
        clinic or doctor instead:
      </p>
      <SiteSearchForm />
      <p>
        <Link to="/" className="font-semibold text-green-800 underline">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
