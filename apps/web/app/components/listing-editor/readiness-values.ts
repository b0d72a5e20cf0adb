import type { ReadinessEntry } from '@carefinder/contracts';
import { dateInNigeria } from '~/lib/format/date';
import type { FieldDescription } from './changeable-fields';
import { termNames, text, texts, type TermOptions } from './listing-form';

/** A capability the facility claims, as its editor holds it: the day as typed (YYYY-MM-DD, or '' for today). */
export interface ReadinessValue {
  capability: string;
  confirmedAt: string;
  source: string;
}

export interface ReadinessValues {
  readiness: ReadinessValue[];
}

/** The boxes of one capability: ticked (`readiness`, its slug as value), its day and its source. */
export const readinessBoxes = (slug: string) => ({
  held: `readiness.${slug}`,
  confirmedAt: `readiness.${slug}.confirmedAt`,
  source: `readiness.${slug}.source`,
});

export const readinessValuesOf = (
  facility: { readiness: readonly ReadinessEntry[] } | null,
): ReadinessValues => ({
  readiness: (facility?.readiness ?? []).map(({ capability, confirmedAt, source }) => ({
    capability: capability.slug,
    confirmedAt,
    source,
  })),
});

/**
 * The capabilities ticked, each with its day and source. "Still true today" (`confirmAll`) dates every one
 * ticked today.
 */
export function readinessValuesFrom(form: FormData): ReadinessValues {
  const confirmAll = form.get('confirmAll') !== null;
  return {
    readiness: texts(form, 'readiness').map((capability) => {
      const boxes = readinessBoxes(capability);
      return {
        capability,
        confirmedAt: confirmAll ? '' : text(form, boxes.confirmedAt),
        source: text(form, boxes.source),
      };
    }),
  };
}

/** The readiness part of a write: a capability ticked without a day was confirmed today, in Nigeria. */
export function readinessBody(values: ReadinessValues, now = new Date()) {
  const today = dateInNigeria(now.toISOString());
  return {
    readiness: values.readiness.map(({ capability, confirmedAt, source }) => ({
      capability: { slug: capability },
      confirmedAt: confirmedAt || today,
      source,
    })),
  };
}

/** The box of an API path inside `readiness` (`readiness.2.confirmedAt`). */
export function readinessFieldOf(
  values: ReadinessValues,
  index: string | undefined,
  part: string | undefined,
) {
  const slug = values.readiness[Number(index)]?.capability;
  if (slug === undefined) return 'readiness';
  const boxes = readinessBoxes(slug);
  return part === 'confirmedAt' ? boxes.confirmedAt : part === 'source' ? boxes.source : boxes.held;
}

export const describeReadiness = (values: ReadinessValues, options: TermOptions): FieldDescription => ({
  field: 'readiness',
  label: 'In an emergency',
  text: values.readiness
    .map(({ capability, confirmedAt, source }) =>
      [termNames(options, 'capabilities', [capability]), confirmedAt, source].filter(Boolean).join(', '),
    )
    .sort()
    .join('; '),
});
