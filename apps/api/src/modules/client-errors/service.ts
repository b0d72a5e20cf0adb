import type { ClientErrorReport } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { redactUrl } from '../../lib/logger.ts';
import { saveClientError } from './repository.ts';

/** Error reports may quote a page URL with a reset or verification token in it: never keep the token. */
function redactReport(report: ClientErrorReport): ClientErrorReport {
  return {
    ...report,
    url: redactUrl(report.url),
    message: redactUrl(report.message),
    ...(report.stack ? { stack: redactUrl(report.stack) } : {}),
  };
}

/**
 * Keeps an error a visitor met, its tokens redacted: the id it is kept under, and the report as kept (what
 * the log may show of it).
 */
export async function keepClientError(
  db: Database,
  report: ClientErrorReport,
  userAgent: string | undefined,
): Promise<{ id: number | undefined; report: ClientErrorReport }> {
  const redacted = redactReport(report);
  const saved = await saveClientError(db, redacted, userAgent);
  return { id: saved?.id, report: redacted };
}
