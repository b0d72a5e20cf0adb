import { z } from 'zod';
import { singleLine } from './single-line.ts';

export const AUDIT_LOG_PAGE_SIZE_MAX = 50;

/** GET /api/admin/audit-log: newest first, filtered by entity type and id and by actor. */
export const auditLogQuerySchema = z.object({
  entity: z.string().trim().min(1).max(60).check(singleLine()).optional(),
  entityId: z.string().trim().min(1).max(120).check(singleLine()).optional(),
  actor: z.uuid('actor is a user id.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_SIZE_MAX).default(20),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null once the acting account is deleted. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** `<entity>.<verb>`, e.g. `service.update`. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogSchema>;
