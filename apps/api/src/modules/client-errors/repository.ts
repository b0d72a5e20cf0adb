import type { ClientErrorReport } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';

/** Keeps a report (already redacted: see the service) with the reporting browser's user agent. */
export async function saveClientError(
  db: Database,
  report: ClientErrorReport,
  userAgent: string | undefined,
) {
  const [saved] = await db
    .insert(schema.clientErrors)
    .values({ ...report, userAgent: userAgent?.slice(0, 500) })
    .returning({ id: schema.clientErrors.id });
  return saved;
}
