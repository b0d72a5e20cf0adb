import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentPage } from '@carefinder/contracts';
import { Link } from 'react-router';
import { PROSE_CLASS } from '~/components/content/prose';
import { formatLongDate } from '~/lib/format/date';
import { SOURCE_LOCALE } from '~/lib/i18n/locales';
import { useLocale } from '~/lib/i18n/use-locale';
import { searchResultHref } from '~/lib/search-url';

const LINK = 'text-green-800 underline underline-offset-2 hover:text-green-900';

/** The services the page searches for (in the starting taxonomy; migration 0016 adds them to older data). */
export const COVID_SERVICES = [
  { slug: 'covid-19-testing', label: msg`Find facilities offering COVID-19 testing` },
  { slug: 'covid-19-vaccination', label: msg`Find facilities offering COVID-19 vaccination` },
] as const;

/**
 * /covid-19: the guidance ADMIN keeps (Markdown, sanitised by the API) with the day it was last reviewed,
 * then links into search for testing and vaccination. Server-rendered; no script needed. The guidance is
 * written in English only (content pages have no other language yet): marked so on the other languages'
 * pages, around which the page's own words are translated.
 */
export default function CovidPage({ page }: { page: ContentPage }) {
  const { i18n } = useLingui();
  const { locale, pathIn } = useLocale();
  const english = locale === SOURCE_LOCALE ? undefined : 'en';
  const reviewed = (
    <time dateTime={page.reviewedOn} suppressHydrationWarning>
      {formatLongDate(page.reviewedOn, locale)}
    </time>
  );
  return (
    <article className="mx-auto max-w-prose px-4 py-6 md:py-10">
      <h1 lang={english} className="text-2xl font-bold text-gray-900 md:text-3xl">
        {page.title}
      </h1>
      <p className="mt-2 text-sm text-gray-700">
        <Trans>Last reviewed: {reviewed}</Trans>
      </p>
      <section
        aria-labelledby="covid-find"
        className="mt-6 rounded-md border border-green-700 bg-green-50 p-4"
      >
        <h2 id="covid-find" className="text-lg font-semibold text-gray-900">
          <Trans>Testing and vaccination near you</Trans>
        </h2>
        <ul className="mt-2 flex flex-col gap-2">
          {COVID_SERVICES.map((service) => (
            <li key={service.slug}>
              <Link
                to={pathIn(searchResultHref({ service: service.slug }))}
                className={`${LINK} font-semibold`}
              >
                {i18n._(service.label)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-gray-700">
          <Trans>Call the facility before you go: services and hours change.</Trans>
        </p>
      </section>
      {english && (
        <p className="mt-6 text-sm text-gray-700">
          <Trans>This guidance is written in English.</Trans>
        </p>
      )}
      <div
        lang={english}
        className={`mt-6 ${PROSE_CLASS}`}
        // Rendered from Markdown and sanitised by the API (allow-list; no script, handler or style).
        dangerouslySetInnerHTML={{ __html: page.bodyHtml }}
      />
    </article>
  );
}
