import { z } from 'zod';

/** What the browser reports when the error page is shown, so "we have logged this error" is true. */
export const clientErrorReportSchema = z.strictObject({
  message: z.string().trim().min(1).max(2_000),
  stack: z.string().max(10_000).optional(),
  url: z.string().max(2_000),
  digest: z.string().max(200).optional(),
});

export const clientErrorReceiptSchema = z.object({ id: z.string() });

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
