import { Trans, useLingui } from '@lingui/react/macro';
import { ListingSection } from '~/components/listing/listing-section';
import type { ReadinessLine } from './dated-facts.server';

/**
 * What the facility can do in an emergency, each fact with the day it was last confirmed and by whom. A fact
 * older than 90 days says so ("Not confirmed since …"): it may no longer be true, and search no longer
 * trusts it. Worded by the loader (dated-facts.server.ts).
 */
export function ReadinessSection({ lines }: { lines: readonly ReadinessLine[] }) {
  const { t } = useLingui();
  if (lines.length === 0) return null;
  return (
    <ListingSection id="readiness-heading" title={t`In an emergency`}>
      <ul className="flex flex-col gap-2">
        {lines.map((line) => (
          <li key={line.slug} className="flex flex-col">
            <span className={line.current ? 'font-semibold text-gray-900' : 'font-semibold text-gray-700'}>
              <span aria-hidden="true">{line.current ? '✓ ' : '? '}</span>
              {line.name}
            </span>
            {line.description && <span className="text-sm text-gray-800">{line.description}</span>}
            <span className="text-sm text-gray-800">{line.said}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-700">
        <Trans>
          Call before you go: what a facility can do changes. Facts older than 90 days are not trusted.
        </Trans>
      </p>
    </ListingSection>
  );
}
