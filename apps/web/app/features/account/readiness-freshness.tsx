import type { AdminDashboard } from '@carefinder/contracts';
import { TextLink } from '~/components/forms/form-page';
import { formatLongDate } from '~/lib/format/date';
import { DashboardSection } from './account-sections';

/**
 * How fresh the directory's readiness is: per state, how many open facilities have each capability
 * confirmed in the last 90 days (of all that claim it), and the teams that confirmed least recently.
 */
export function ReadinessFreshness({ readiness }: { readiness: AdminDashboard['readiness'] }) {
  const capabilities = new Map<string, string>();
  for (const state of readiness.byState)
    for (const capability of state.capabilities) capabilities.set(capability.slug, capability.name);
  const columns = [...capabilities].sort(([, a], [, b]) => a.localeCompare(b));
  return (
    <DashboardSection id="readiness-heading" title="Readiness">
      {readiness.byState.length === 0 ? (
        <p className="text-gray-800">No open facility lists what it can do in an emergency yet.</p>
      ) : (
        <div
          role="region"
          aria-label="Readiness by state"
          // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1; axe's rule).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="overflow-x-auto"
        >
          <table className="text-left text-sm">
            <caption className="pb-2 text-left text-gray-800">
              Open facilities with each capability confirmed in the last 90 days, of those that list it.
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  State
                </th>
                {columns.map(([slug, name]) => (
                  <th key={slug} scope="col" className="py-1 pr-3 font-semibold">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {readiness.byState.map(({ state, capabilities: counts }) => (
                <tr key={state.alias} className="border-t border-gray-200">
                  <th scope="row" className="py-1 pr-3 font-semibold">
                    {state.name}
                  </th>
                  {columns.map(([slug]) => {
                    const count = counts.find((candidate) => candidate.slug === slug);
                    return (
                      <td key={slug} className="py-1 pr-3 text-gray-900">
                        {count ? `${count.current} of ${count.current + count.stale}` : '–'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {readiness.teamsLeastRecent.length > 0 && (
        <>
          <h3 className="font-semibold text-gray-900">Teams that confirmed least recently</h3>
          <ol className="flex flex-col gap-1">
            {readiness.teamsLeastRecent.map(({ facility, state, lastConfirmedAt }) => (
              <li key={facility.id}>
                <TextLink to={`/admin/facilities?edit=${facility.id}`}>{facility.name}</TextLink>
                <span className="text-gray-800">
                  {state ? `, ${state}` : ''}:{' '}
                  {lastConfirmedAt ? `last confirmed ${formatLongDate(lastConfirmedAt)}` : 'never confirmed'}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </DashboardSection>
  );
}
