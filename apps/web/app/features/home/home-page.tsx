import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { EmergencySearches } from '~/components/search/emergency-searches';
import { DIRECTORY_LINKS } from '~/components/layout/directory-links';
import { searchHref } from '~/components/listing/search-href';
import type { SearchFilter } from '~/components/listing/search-href';
import { NearMeButton } from '~/components/search/near-me-button';
import { SearchCombobox } from '~/components/search/search-combobox';
import { nearPosition, readSearchParams, SEARCH_RESULT_PATH, searchResultHref } from '~/lib/search-url';
import { useLocale } from '~/lib/i18n/use-locale';
import type { VisitorPosition } from '~/lib/visitor-position';
import { OfflineEmergencyPage } from '~/lib/offline-emergency';

/** The searches people make most (taxonomy slugs of packages/db's seed). */
const commonSearches: ReadonlyArray<{ filter: SearchFilter; slug: string; label: MessageDescriptor }> = [
  { filter: 'facilityType', slug: 'primary-health-centre', label: msg`Primary health centres` },
  { filter: 'facilityType', slug: 'general-hospital', label: msg`General hospitals` },
  { filter: 'facilityType', slug: 'pharmacy', label: msg`Pharmacies` },
  { filter: 'facilityType', slug: 'maternity-home', label: msg`Maternity homes` },
  { filter: 'facilityType', slug: 'diagnostic-centre', label: msg`Diagnostic centres` },
  { filter: 'specialty', slug: 'general-practice', label: msg`General practitioners` },
  { filter: 'specialty', slug: 'paediatrics', label: msg`Paediatricians` },
  { filter: 'specialty', slug: 'obstetrics-and-gynaecology', label: msg`Obstetricians and gynaecologists` },
  { filter: 'specialty', slug: 'dentistry', label: msg`Dentists` },
  { filter: 'specialty', slug: 'ophthalmology', label: msg`Eye doctors` },
];

export default function HomePage() {
  const { t, i18n } = useLingui();
  const { pathIn } = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  // Near me keeps what the visitor typed and ticked.
  const nearMeHref = (position: VisitorPosition) =>
    pathIn(
      searchResultHref(
        nearPosition(formRef.current ? readSearchParams(new FormData(formRef.current)) : {}, position),
      ),
    );
  return (
    <div className="flex flex-col gap-10">
      <section
        aria-labelledby="home-heading"
        className="flex flex-col gap-4 rounded-xl bg-green-50 p-5 md:p-8"
      >
        <h1 id="home-heading" className="text-2xl font-bold text-gray-900 md:text-4xl">
          <Trans>Find a hospital, clinic or doctor near you</Trans>
        </h1>
        <p className="text-lg text-gray-800">
          <Trans>
            Search Nigeria&apos;s health facilities and doctors by name, service, specialty, insurance or
            place.
          </Trans>
        </p>
        <Form
          ref={formRef}
          method="get"
          action={pathIn(SEARCH_RESULT_PATH)}
          role="search"
          aria-label={t`Find care`}
          className="flex flex-col gap-3"
        >
          <label htmlFor="home-search" className="font-semibold text-gray-900">
            <Trans>What are you looking for?</Trans>
          </label>
          {/* Open-now sits in the text's row, beside Search: suggestions, which drop below the text, never
              cover it. */}
          <div className="flex flex-col gap-2 base:flex-row base:items-center">
            <SearchCombobox
              id="home-search"
              name="q"
              placeholder={t`e.g. general hospital Ikeja, paediatrician, NHIA`}
            />
            <label className="inline-flex min-h-[44px] shrink-0 items-center gap-2 text-gray-900">
              <input type="checkbox" name="openNow" value="true" className="h-5 w-5 accent-green-700" />
              <Trans>Open now only</Trans>
            </label>
            <button
              type="submit"
              className="min-h-[44px] shrink-0 rounded-md bg-green-700 px-6 font-semibold text-white hover:bg-green-800"
            >
              <Trans>Search</Trans>
            </button>
          </div>
          <NearMeButton label={t`Find care near me`} hrefFor={nearMeHref} className="self-start" />
        </Form>
        <nav aria-labelledby="common-searches-heading">
          <h2 id="common-searches-heading" className="font-semibold text-gray-900">
            <Trans>Common searches</Trans>
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {commonSearches.map(({ filter, slug, label }) => (
              <li key={`${filter}:${slug}`}>
                <Link
                  to={pathIn(searchHref(filter, slug))}
                  className="inline-flex min-h-[44px] items-center rounded-full border border-green-700 bg-white px-4 text-green-800 hover:bg-green-100"
                >
                  {i18n._(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>

      <section aria-labelledby="emergency-heading" className="rounded-xl border-2 border-red-700 p-5">
        <h2 id="emergency-heading" className="text-xl font-bold text-red-800">
          <Trans>In an emergency</Trans>
        </h2>
        <p className="mt-2 text-gray-800">
          <Trans>
            Call{' '}
            <a href="tel:112" className="font-bold text-red-800 underline">
              112
            </a>
            , Nigeria&apos;s free emergency number, from any phone. See also{' '}
            <Link to={pathIn('/emergency-contacts')} className="font-semibold text-green-800 underline">
              emergency contacts
            </Link>
            .
          </Trans>
        </p>
        <div className="mt-3">
          <EmergencySearches />
        </div>
      </section>

      <section aria-labelledby="browse-heading">
        <h2 id="browse-heading" className="text-xl font-bold text-gray-900">
          <Trans>Browse the directories</Trans>
        </h2>
        <ul className="mt-3 grid gap-3 base:grid-cols-2 lg:grid-cols-3">
          {DIRECTORY_LINKS.map((directory) => (
            <li key={directory.to}>
              <Link
                to={pathIn(directory.to)}
                className="flex h-full flex-col rounded-lg border border-gray-300 p-4 hover:border-green-700"
              >
                <span className="font-semibold text-green-800">{i18n._(directory.label)}</span>
                <span className="text-sm text-gray-700">{i18n._(directory.hint)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="data-heading" className="text-gray-800">
        <h2 id="data-heading" className="text-xl font-bold text-gray-900">
          <Trans>Where the listings come from</Trans>
        </h2>
        <p className="mt-2">
          <Trans>
            Facility listings start from the Nigeria Health Facility Registry (NHFR), published by GRID3 under
            CC BY 4.0, and are kept current by facility administrators and doctors. Each listing shows when it
            was last verified.
          </Trans>{' '}
          <Link to={pathIn('/about-us')} className="font-semibold text-green-800 underline">
            <Trans>About CareFinder</Trans>
          </Link>
        </p>
      </section>
      {/* Keeps the emergency numbers for offline use (DESIGN §1), from the first visit on. Last: its inline
          script is where the HTML parser may stop to paint, and the content should be parsed by then. */}
      <OfflineEmergencyPage />
    </div>
  );
}
