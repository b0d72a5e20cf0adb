import { z } from 'zod';
import { calendarDaySchema } from './calendar-day.ts';
import { singleLine } from './single-line.ts';

export const AUDIT_LOG_PAGE_SIZE_MAX = 50;

/** A day of the Nigerian calendar, YYYY-MM-DD. */
const nigerianDay = calendarDaySchema();

/**
 * GET /api/admin/audit-log: newest first, filtered by entity type and id, by action, by actor (their id, or
 * words of their name or e-mail address) and by the days it was done (from and to, Nigerian time, inclusive).
 */
export const auditLogQuerySchema = z.object({
  entity: z.string().trim().min(1).max(60).check(singleLine()).optional(),
  entityId: z.string().trim().min(1).max(120).check(singleLine()).optional(),
  action: z.string().trim().min(1).max(80).check(singleLine()).optional(),
  actor: z.uuid('actor is a user id.').optional(),
  q: z.string().trim().max(100).check(singleLine()).optional(),
  from: nigerianDay.optional(),
  to: nigerianDay.optional(),
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
  /** What the entry's own record names it (a listing's or a list entry's name, a post's title); null otherwise. */
  entityName: z.string().nullable(),
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

/** GET /api/admin/audit-log/facets: the entity types and actions the log holds, for its filters. */
export const auditLogFacetsSchema = z.object({
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditLogFacets = z.infer<typeof auditLogFacetsSchema>;
