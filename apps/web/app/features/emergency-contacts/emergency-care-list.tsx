import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '~/lib/i18n/use-locale';
import type { EmergencyCareView } from './emergency-care.server';

const LINK = 'text-green-800 underline underline-offset-2 hover:text-green-900';

/**
 * The chosen state's facilities whose 24-hour emergency care was confirmed in the last 90 days, nearest
 * first to its capital (or the LGA asked for): in the server's HTML, so the copy kept offline has them.
 */
export function EmergencyCareList({ care, stateName }: { care: EmergencyCareView; stateName: string }) {
  const { i18n, t } = useLingui();
  const { pathIn } = useLocale();
  const place = care.ok && care.lga ? care.lga : stateName;
  return (
    <section aria-labelledby="emergency-care" className="flex flex-col gap-3">
      <h3 id="emergency-care" className="text-xl font-semibold text-gray-900">
        <Trans>24-hour emergency care in {place}</Trans>
      </h3>
      {!care.ok ? (
        <p>
          <Trans>The list of hospitals could not be loaded just now. Call 112: they will direct you.</Trans>
        </p>
      ) : care.items.length === 0 ? (
        <p>
          <Trans>
            No facility here has confirmed 24-hour emergency care in the last 90 days. Call 112: they will
            direct you.
          </Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-700">
            <Trans>
              Confirmed in the last 90 days, nearest to {care.near} first. Call before you go if you can.
            </Trans>
          </p>
          <ol className="flex flex-col gap-2">
            {care.items.map((facility) => {
              const distance =
                facility.distanceKm === null
                  ? null
                  : i18n.number(facility.distanceKm, { maximumFractionDigits: 0 });
              return (
                <li key={facility.id} className="rounded-lg border border-gray-300 p-3">
                  <a href={pathIn(`/facilities/${facility.id}`)} className={`${LINK} font-semibold`}>
                    {facility.name}
                  </a>
                  <p className="text-sm text-gray-700">
                    {[facility.lga, distance === null ? null : t`${distance} km`].filter(Boolean).join(' · ')}
                  </p>
                  {facility.phone?.href ? (
                    <a href={facility.phone.href} className={`${LINK} inline-flex min-h-[44px] items-center`}>
                      <span aria-hidden="true" className="mr-1">
                        ☎
                      </span>
                      <span className="sr-only">
                        <Trans>Call</Trans>{' '}
                      </span>
                      {facility.phone.display}
                    </a>
                  ) : (
                    facility.phone && <p>{facility.phone.display}</p>
                  )}
                </li>
              );
            })}
          </ol>
          <a href={pathIn(care.allHref)} className={LINK}>
            <Trans>All of them, with their opening hours</Trans>
          </a>
        </>
      )}
    </section>
  );
}
