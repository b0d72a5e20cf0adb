import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  /**
   * Where searches are matched: `memory` once the in-memory index holds every listing, `database` while it
   * is built (or when SEARCH_INDEX=database). The process is ready either way.
   */
  search: z.object({
    matchedIn: z.enum(['memory', 'database']),
    listings: z.number().int(),
    /** Copies of the index held, a thread each (SEARCH_INDEX_THREADS). */
    indexCopies: z.number().int(),
    /** Bytes of the index's typed arrays, every copy's. */
    indexBytes: z.number().int(),
    /** How long the last whole build of the index took. */
    lastBuildMs: z.number().int().nullable(),
  }),
  /**
   * With DATABASE_READ_URL: whether anonymous reads go to the replica now (it answers and has replayed what
   * the primary had written 5 s before), and how many bytes of the primary's log it had not replayed (null
   * when it did not answer). Absent without a replica.
   */
  replica: z.object({ inUse: z.boolean(), behindBytes: z.number().int().nullable() }).optional(),
});
