import type { ClientErrorReport } from '@carefinder/contracts';
import { schema, type Database } from '@carefinder/db';
import { redactUrl } from '../../lib/logger.ts';

/** Error reports may quote a page URL with a reset or verification token in it: never keep the token. */
export function redactReport(report: ClientErrorReport): ClientErrorReport {
  return {
    ...report,
    url: redactUrl(report.url),
    message: redactUrl(report.message),
    ...(report.stack ? { stack: redactUrl(report.stack) } : {}),
  };
}

export async function saveClientError(
  db: Database,
  report: ClientErrorReport,
  userAgent: string | undefined,
) {
  const [saved] = await db
    .insert(schema.clientErrors)
    .values({ ...redactReport(report), userAgent: userAgent?.slice(0, 500) })
    .returning({ id: schema.clientErrors.id });
  return saved;
}
