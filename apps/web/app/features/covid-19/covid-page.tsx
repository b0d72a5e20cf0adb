import type { ContentPage } from '@carefinder/contracts';
import { Link } from 'react-router';
import { PROSE_CLASS } from '~/components/content/prose';
import { formatLongDate } from '~/lib/format/date';
import { searchResultHref } from '~/lib/search-url';

const LINK = 'text-green-800 underline underline-offset-2 hover:text-green-900';

/** The services the page searches for (in the starting taxonomy; migration 0016 adds them to older data). */
export const COVID_SERVICES = [
  { slug: 'covid-19-testing', label: 'Find facilities offering COVID-19 testing' },
  { slug: 'covid-19-vaccination', label: 'Find facilities offering COVID-19 vaccination' },
] as const;

/**
 * /covid-19: the guidance ADMIN keeps (Markdown, sanitised by the API) with the day it was last reviewed,
 * then links into search for testing and vaccination. Server-rendered; no script needed.
 */
export default function CovidPage({ page }: { page: ContentPage }) {
  return (
    <article className="mx-auto max-w-prose px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{page.title}</h1>
      <p className="mt-2 text-sm text-gray-700">
        Last reviewed: <time dateTime={page.reviewedOn}>{formatLongDate(page.reviewedOn)}</time>
      </p>
      <section
        aria-labelledby="covid-find"
        className="mt-6 rounded-md border border-green-700 bg-green-50 p-4"
      >
        <h2 id="covid-find" className="text-lg font-semibold text-gray-900">
          Testing and vaccination near you
        </h2>
        <ul className="mt-2 flex flex-col gap-2">
          {COVID_SERVICES.map((service) => (
            <li key={service.slug}>
              <Link to={searchResultHref({ service: service.slug })} className={`${LINK} font-semibold`}>
                {service.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-gray-700">
          Call the facility before you go: services and hours change.
        </p>
      </section>
      <div
        className={`mt-6 ${PROSE_CLASS}`}
        // Rendered from Markdown and sanitised by the API (allow-list; no script, handler or style).
        dangerouslySetInnerHTML={{ __html: page.bodyHtml }}
      />
    </article>
  );
}
