import type { ProblemFieldError, ReadinessEntry, ReadinessInput } from '@carefinder/contracts';
import type { ReferenceLookups } from './references.ts';

/** A readiness fact as the ETag and the audit entry hold it: the capability by slug. */
export interface EditableReadiness {
  capability: string;
  confirmedAt: string;
  source: string;
}

/** A fact as it is written: the capability by id. */
export interface ReadinessFact {
  capabilityId: number;
  confirmedAt: string;
  source: string;
}

const bySlug = (a: EditableReadiness, b: EditableReadiness) =>
  a.capability < b.capability ? -1 : a.capability > b.capability ? 1 : 0;

/** The facility's readiness as its editor changes it, in one order (by slug). */
export const editableReadiness = (entries: readonly ReadinessEntry[]): EditableReadiness[] =>
  entries
    .map(({ capability, confirmedAt, source }) => ({ capability: capability.slug, confirmedAt, source }))
    .sort(bySlug);

/**
 * The readiness a write sends, resolved: each capability by its slug (or an old one kept after a rename),
 * once, confirmed no later than `today` (Nigeria). Every problem is pushed onto `errors`, by its path.
 */
export async function resolveReadiness(
  lookups: ReferenceLookups,
  sent: ReadinessInput,
  today: string,
  errors: ProblemFieldError[],
): Promise<{ state: EditableReadiness[]; facts: ReadinessFact[] }> {
  const rows = await lookups.termsBySlug(
    sent.map(({ capability }) => ({ kind: 'capabilities', slug: capability })),
  );
  const found = new Map(rows.map((row) => [row.askedSlug, row]));
  const state: EditableReadiness[] = [];
  const facts: ReadinessFact[] = [];
  const seen = new Set<number>();
  sent.forEach(({ capability, confirmedAt, source }, index) => {
    const row = found.get(capability);
    if (!row) {
      errors.push({
        path: `readiness.${index}.capability.slug`,
        message: `No capability has the slug "${capability}".`,
      });
      return;
    }
    if (seen.has(row.id)) {
      errors.push({
        path: `readiness.${index}.capability.slug`,
        message: `${row.slug} is listed twice: each capability once.`,
      });
      return;
    }
    seen.add(row.id);
    if (confirmedAt > today) {
      errors.push({
        path: `readiness.${index}.confirmedAt`,
        message: `A capability cannot be confirmed after today (${today}).`,
      });
      return;
    }
    state.push({ capability: row.slug, confirmedAt, source });
    facts.push({ capabilityId: row.id, confirmedAt, source });
  });
  return { state: state.sort(bySlug), facts };
}
