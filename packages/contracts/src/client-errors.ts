import { z } from 'zod';
import { singleLine } from './single-line.ts';

/**
 * What the browser reports when the error page is shown, so "we have logged this error" is true. An error's
 * message and stack may run over several lines; its page's address and digest are one line each.
 */
export const clientErrorReportSchema = z.strictObject({
  message: z.string().trim().min(1).max(2_000),
  stack: z.string().max(10_000).optional(),
  url: z.string().max(2_000).check(singleLine()),
  digest: z.string().max(200).check(singleLine()).optional(),
});

export const clientErrorReceiptSchema = z.object({ id: z.string() });

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
