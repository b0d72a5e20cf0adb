import type { FacilityFigureCounts, FacilityFigures } from '@carefinder/contracts';
import { formatLongDate } from '~/lib/format/date';

const FIGURES: readonly { key: keyof FacilityFigureCounts; label: string }[] = [
  { key: 'pageViews', label: 'Views of your page' },
  { key: 'callTaps', label: 'Taps to call' },
  { key: 'directionsTaps', label: 'Taps for directions' },
  { key: 'websiteTaps', label: 'Taps to your website' },
];

const numberFormat = new Intl.NumberFormat('en-NG');

/**
 * How many people found the facility and reached for it in the last 30 days: the totals, then day by day
 * (newest first) behind a disclosure. Counted on the server, without cookies; a visitor's repeat within half
 * an hour counts once.
 */
export function FacilityFiguresSection({ figures }: { figures: FacilityFigures }) {
  return (
    <>
      <p className="text-gray-800">
        From {formatLongDate(figures.from)} to {formatLongDate(figures.to)} (today). Counted without cookies;
        a visitor who comes back within half an hour counts once.
      </p>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="flex flex-col-reverse rounded-md bg-gray-50 p-3">
            <dt className="text-gray-800">{label}</dt>
            <dd className="text-2xl font-bold text-gray-900">{numberFormat.format(figures.totals[key])}</dd>
          </div>
        ))}
      </dl>
      <details>
        <summary className="inline-flex min-h-[40px] cursor-pointer items-center font-semibold text-green-800">
          Day by day
        </summary>
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Views and taps per day, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Day
                </th>
                {FIGURES.map(({ key, label }) => (
                  <th key={key} scope="col" className="py-1 pr-3">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...figures.daily].reverse().map((day) => (
                <tr key={day.day} className="border-t border-gray-200">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {formatLongDate(day.day)}
                  </th>
                  {FIGURES.map(({ key }) => (
                    <td key={key} className="py-1 pr-3">
                      {numberFormat.format(day[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
