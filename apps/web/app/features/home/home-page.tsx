import { Form, Link } from 'react-router';

const directories = [
  { to: '/facility-types-directory', label: 'Facility types', hint: 'Hospitals, clinics, health centres' },
  { to: '/specialty-directory', label: 'Specialties', hint: 'Paediatrics, cardiology, obstetrics…' },
  { to: '/facility-service-directory', label: 'Services', hint: 'Antenatal care, laboratory, pharmacy…' },
  { to: '/conditions-directory', label: 'Conditions', hint: 'Malaria, hypertension, diabetes…' },
  { to: '/procedures-directory', label: 'Procedures', hint: 'Caesarean section, dialysis, X-ray…' },
];

export default function HomePage() {
  return (
    <div className="flex flex-col gap-10">
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
          method="get"
          action="/search-result"
          role="search"
          aria-label="Find care"
          className="flex flex-col gap-3"
        >
          <label htmlFor="home-search" className="font-semibold text-gray-900">
            What are you looking for?
          </label>
          <div className="flex flex-col gap-2 base:flex-row">
            <input
              id="home-search"
              name="q"
              type="search"
              placeholder="e.g. general hospital Ikeja, paediatrician, NHIA"
              autoComplete="off"
              className="min-h-[44px] w-full min-w-0 rounded-md border border-gray-500 bg-white px-3 text-base"
            />
            <button
              type="submit"
              className="min-h-[44px] shrink-0 rounded-md bg-green-700 px-6 font-semibold text-white hover:bg-green-800"
            >
              Search
            </button>
          </div>
          <label className="inline-flex min-h-[40px] items-center gap-2 text-gray-900">
            <input type="checkbox" name="openNow" value="true" className="h-5 w-5 accent-green-700" />
            Open now only
          </label>
        </Form>
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
          {directories.map((directory) => (
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
