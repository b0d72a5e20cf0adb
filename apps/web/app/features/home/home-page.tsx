import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { DIRECTORY_LINKS } from '~/components/listing/directory-links';
import { searchHref } from '~/components/listing/search-href';
import type { SearchFilter } from '~/components/listing/search-href';
import { NearMeButton } from '~/components/search/near-me-button';
import { SearchCombobox } from '~/components/search/search-combobox';
import { nearPosition, readSearchParams, SEARCH_RESULT_PATH, searchResultHref } from '~/lib/search-url';
import type { VisitorPosition } from '~/lib/visitor-position';
import { OfflineEmergencyPage } from '~/lib/offline-emergency';

/** The searches people make most (taxonomy slugs of packages/db's seed). */
const commonSearches: ReadonlyArray<{ filter: SearchFilter; slug: string; label: string }> = [
  { filter: 'facilityType', slug: 'primary-health-centre', label: 'Primary health centres' },
  { filter: 'facilityType', slug: 'general-hospital', label: 'General hospitals' },
  { filter: 'facilityType', slug: 'pharmacy', label: 'Pharmacies' },
  { filter: 'facilityType', slug: 'maternity-home', label: 'Maternity homes' },
  { filter: 'facilityType', slug: 'diagnostic-centre', label: 'Diagnostic centres' },
  { filter: 'specialty', slug: 'general-practice', label: 'General practitioners' },
  { filter: 'specialty', slug: 'paediatrics', label: 'Paediatricians' },
  { filter: 'specialty', slug: 'obstetrics-and-gynaecology', label: 'Obstetricians and gynaecologists' },
  { filter: 'specialty', slug: 'dentistry', label: 'Dentists' },
  { filter: 'specialty', slug: 'ophthalmology', label: 'Eye doctors' },
];

export default function HomePage() {
  const formRef = useRef<HTMLFormElement>(null);
  // Near me keeps what the visitor typed and ticked.
  const nearMeHref = (position: VisitorPosition) =>
    searchResultHref(
      nearPosition(formRef.current ? readSearchParams(new FormData(formRef.current)) : {}, position),
    );
  return (
    <div className="flex flex-col gap-10">
      {/* Keeps the emergency numbers for offline use (DESIGN §1), from the first visit on. */}
      <OfflineEmergencyPage />
      <section
        aria-labelledby="home-heading"
        className="flex flex-col gap-4 rounded-xl bg-green-50 p-5 md:p-8"
      >
        <h1 id="home-heading" className="text-2xl font-bold text-gray-900 md:text-4xl">
          Find a hospital, clinic or doctor near you
        </h1>
        <p className="text-lg text-gray-800">
          Search Nigeria&apos;s health facilities and doctors by name, service, specialty, insurance or place.
        </p>
        <Form
          ref={formRef}
          method="get"
          action={SEARCH_RESULT_PATH}
          role="search"
          aria-label="Find care"
          className="flex flex-col gap-3"
        >
          <label htmlFor="home-search" className="font-semibold text-gray-900">
            What are you looking for?
          </label>
          {/* Open-now sits in the text's row, beside Search: suggestions, which drop below the text, never
              cover it. */}
          <div className="flex flex-col gap-2 base:flex-row base:items-center">
            <SearchCombobox
              id="home-search"
              name="q"
              placeholder="e.g. general hospital Ikeja, paediatrician, NHIA"
            />
            <label className="inline-flex min-h-[44px] shrink-0 items-center gap-2 text-gray-900">
              <input type="checkbox" name="openNow" value="true" className="h-5 w-5 accent-green-700" />
              Open now only
            </label>
            <button
              type="submit"
              className="min-h-[44px] shrink-0 rounded-md bg-green-700 px-6 font-semibold text-white hover:bg-green-800"
            >
              Search
            </button>
          </div>
          <NearMeButton label="Find care near me" hrefFor={nearMeHref} className="self-start" />
        </Form>
        <nav aria-labelledby="common-searches-heading">
          <h2 id="common-searches-heading" className="font-semibold text-gray-900">
            Common searches
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {commonSearches.map(({ filter, slug, label }) => (
              <li key={`${filter}:${slug}`}>
                <Link
                  to={searchHref(filter, slug)}
                  className="inline-flex min-h-[44px] items-center rounded-full border border-green-700 bg-white px-4 text-green-800 hover:bg-green-100"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>

      <section aria-labelledby="emergency-heading" className="rounded-xl border-2 border-red-700 p-5">
        <h2 id="emergency-heading" className="text-xl font-bold text-red-800">
          In an emergency
        </h2>
        <p className="mt-2 text-gray-800">
          Call{' '}
          <a href="tel:112" className="font-bold text-red-800 underline">
            112
          </a>
          , Nigeria&apos;s free emergency number, from any phone. See also{' '}
          <Link to="/emergency-contacts" className="font-semibold text-green-800 underline">
            emergency contacts
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="browse-heading">
        <h2 id="browse-heading" className="text-xl font-bold text-gray-900">
          Browse the directories
        </h2>
        <ul className="mt-3 grid gap-3 base:grid-cols-2 lg:grid-cols-3">
          {DIRECTORY_LINKS.map((directory) => (
            <li key={directory.to}>
              <Link
                to={directory.to}
                className="flex h-full flex-col rounded-lg border border-gray-300 p-4 hover:border-green-700"
              >
                <span className="font-semibold text-green-800">{directory.label}</span>
                <span className="text-sm text-gray-700">{directory.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="data-heading" className="text-gray-800">
        <h2 id="data-heading" className="text-xl font-bold text-gray-900">
          Where the listings come from
        </h2>
        <p className="mt-2">
          Facility listings start from the Nigeria Health Facility Registry (NHFR), published by GRID3 under
          CC BY 4.0, and are kept current by facility administrators and doctors. Each listing shows when it
          was last verified.{' '}
          <Link to="/about-us" className="font-semibold text-green-800 underline">
            About CareFinder
          </Link>
        </p>
      </section>
    </div>
  );
}
