import type { OpenDataSummary } from '@carefinder/contracts';
import type { ReactNode } from 'react';
import { formatDateInNigeria } from '~/lib/format/date';

/** The files, as the footer and this page link them: /open-data/* streams the API's exports. */
export const OPEN_DATA_FILES = [
  {
    href: '/open-data/facilities.csv',
    label: 'Facilities as CSV',
    about:
      'a spreadsheet with the columns of GRID3’s Nigeria health facilities dataset, so it imports wherever that dataset does.',
  },
  {
    href: '/open-data/facilities.geojson',
    label: 'Facilities as GeoJSON',
    about: 'the same facilities as points for maps; those without coordinates are left out.',
  },
] as const;

/** The command that loads the national registry into a deployment (scripts/import-grid3.ts). */
export const IMPORT_COMMAND = 'npm run import:grid3 -- <file>';

const LINK_CLASS = 'text-green-800 underline underline-offset-2 hover:text-green-900';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the files hold now: the count, or, before the registry is imported, why they are empty. */
function Holdings({ published, lastUpdated }: Pick<OpenDataSummary, 'published' | 'lastUpdated'>) {
  if (published > 0) {
    return (
      <p>
        They hold <strong>{published.toLocaleString('en-NG')}</strong> facilit{published === 1 ? 'y' : 'ies'}{' '}
        from the Nigeria Health Facility Registry, as CareFinder keeps them current
        {lastUpdated && (
          <>
            ; the latest change was on <time dateTime={lastUpdated}>{formatDateInNigeria(lastUpdated)}</time>
          </>
        )}
        . Demo listings are never included.
      </p>
    );
  }
  return (
    <>
      <p>
        <strong>They hold no facilities yet:</strong> this CareFinder has not imported the national registry.
        The listings it shows are demo data, which is never published, so each file has its column headings
        and no rows.
      </p>
      <div className="rounded-md border border-gray-300 bg-gray-50 p-4">
        <h3 className="font-semibold text-gray-900">For the people who run this site</h3>
        <p className="mt-1">
          Download the GRID3 Nigeria health facilities CSV, then import it on the server from the project’s
          folder:
        </p>
        <pre className="mt-2 overflow-x-auto rounded bg-white p-2 text-sm">
          <code>{IMPORT_COMMAND}</code>
        </pre>
      </div>
    </>
  );
}

/** /open-data: what the open-data files contain, how many facilities they hold, their licence and links. */
export default function OpenDataPage({ summary }: { summary: OpenDataSummary }) {
  return (
    <article className="mx-auto max-w-prose px-4 py-6 text-base leading-relaxed text-gray-800 md:py-10">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">Open data</h1>
      <p className="mt-4 text-lg">
        CareFinder’s facility directory is open data: anyone may download it, use it and share it, including
        for commercial use, as long as they credit the source.
      </p>
      <div className="mt-8 space-y-8">
        <Section title="What the files contain" id="contents">
          <p>
            Every facility CareFinder publishes: its name, registry codes, state, LGA and ward, type, level,
            ownership and coordinates.
          </p>
          <Holdings published={summary.published} lastUpdated={summary.lastUpdated} />
        </Section>

        <Section title="Download" id="download">
          <ul className="list-disc space-y-2 pl-5">
            {OPEN_DATA_FILES.map((file) => (
              <li key={file.href}>
                <a href={file.href} download className={LINK_CLASS}>
                  {file.label}
                </a>{' '}
                — {file.about}
              </li>
            ))}
          </ul>
          <p>
            Add <code>?state=lagos</code> (or another state), then <code>&amp;lga=</code> or{' '}
            <code>&amp;facilityType=</code>, to a link to download part of the directory.
          </p>
        </Section>

        <Section title="Licence" id="licence">
          <p>
            The data is licensed under the{' '}
            <a href={summary.license} rel="license" className={LINK_CLASS}>
              Creative Commons Attribution 4.0 licence (CC BY 4.0)
            </a>
            . Credit it as:
          </p>
          <blockquote className="border-l-4 border-green-700 pl-3">{summary.attribution}</blockquote>
        </Section>
      </div>
    </article>
  );
}
