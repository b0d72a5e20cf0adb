import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { lgas, states } from './schema/index.ts';

/**
 * Ascending by name, ignoring case, in the same order on every engine: PGlite sorts with the C collation
 * while a PostgreSQL server may use its locale's, so the comparison names its collation.
 */
export const alphabetical = (column: AnyColumn): SQL => sql`lower(${column}) collate "C"`;

/** An ILIKE pattern for text containing `text` as typed: its `%`, `_` and `\\` match only themselves. */
export const containing = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The state and LGA columns a listing query selects after joining `states` and `lgas`. */
export const placeNameColumns = {
  stateAlias: states.alias,
  stateName: states.name,
  lgaSlug: lgas.slug,
  lgaName: lgas.name,
};
