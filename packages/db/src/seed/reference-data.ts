import { count } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { NIGERIA_LGA_COUNT, NIGERIA_STATE_COUNT, nigerianStates } from '../reference/nigeria.ts';
import { lgas, states } from '../schema/index.ts';

export function slugifyPlaceName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Loads the 37 states and 774 LGAs that ship with the code; a no-op once they are present. */
export async function seedReferenceData(db: Database): Promise<void> {
  const [stateCount] = await db.select({ value: count() }).from(states);
  const [lgaCount] = await db.select({ value: count() }).from(lgas);
  if (stateCount?.value === NIGERIA_STATE_COUNT && lgaCount?.value === NIGERIA_LGA_COUNT) return;

  await db.transaction(async (tx) => {
    for (const state of nigerianStates) {
      const { lgas: lgaNames, ...stateRow } = state;
      const [saved] = await tx
        .insert(states)
        .values(stateRow)
        .onConflictDoUpdate({ target: states.alias, set: stateRow })
        .returning({ id: states.id });
      if (!saved) throw new Error(`Could not save state ${state.name}`);
      await tx
        .insert(lgas)
        .values(lgaNames.map((name) => ({ stateId: saved.id, name, slug: slugifyPlaceName(name) })))
        .onConflictDoNothing();
    }
  });
}
