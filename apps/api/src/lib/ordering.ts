import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Ascending by name, ignoring case, in the same order on every engine: PGlite sorts with the C collation
 * while a PostgreSQL server may use its locale's, so the comparison names its collation.
 */
export const alphabetical = (column: AnyColumn): SQL => sql`lower(${column}) collate "C"`;
