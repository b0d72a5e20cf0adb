import { Link, useRouteLoaderData } from 'react-router';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { correctionHref } from '~/lib/contact-url';

/**
 * What an owner's dashboard shows of their listing without letting them change it (what the registry and
 * CareFinder keep), with the way to suggest a correction, which reaches an ADMIN through the contact form.
 */
export function KeptDetails({
  id,
  heading,
  why,
  details,
  listingPath,
}: {
  id: string;
  heading: string;
  /** Why only CareFinder changes these. */
  why: string;
  details: readonly { term: string; value: string }[];
  /** The listing's public path, named in the correction. */
  listingPath: string;
}) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>('root')?.siteUrl ?? '';
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-md bg-gray-50 p-3">
      <h3 id={id} className="text-lg font-semibold text-gray-900">
        {heading}
      </h3>
      <p className="text-gray-800">{why}</p>
      <dl className="grid gap-1 md:grid-cols-[auto_1fr] md:gap-x-4">
        {details.map(({ term, value }) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-gray-900">{term}</dt>
            <dd className="break-words text-gray-800">{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link
          to={correctionHref(`${siteUrl}${listingPath}`)}
          className={`${TEXT_LINK_CLASS} inline-flex min-h-[40px] items-center`}
        >
          Suggest a correction
        </Link>
      </p>
    </section>
  );
}
