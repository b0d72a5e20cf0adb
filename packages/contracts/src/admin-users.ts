import { z } from 'zod';
import { publicUserSchema } from './auth.ts';
import { singleLine } from './single-line.ts';
import { userRoleSchema } from './users.ts';
import { readOnly, writeBody } from './write-body.ts';

export const PAGE_SIZE_MAX = 50;

export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(100).check(singleLine()).optional(),
  role: userRoleSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});

export const adminUserSchema = publicUserSchema.extend({ disabled: z.boolean() });

export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** PATCH /api/admin/users/{id}: role, disabled or both; the rest of the GET answer may be sent back, ignored. */
export const adminUserUpdateSchema = writeBody(
  z.object({ role: userRoleSchema, disabled: z.boolean() }).partial().shape,
  readOnly(
    adminUserSchema,
    'id',
    'email',
    'firstName',
    'lastName',
    'phone',
    'emailVerified',
    'facilities',
    'activeFacility',
    'providerProfile',
    'language',
    'createdAt',
  ),
).refine((update) => Object.keys(update).length > 0, 'Send role, disabled, or both.');

export type AdminUser = z.infer<typeof adminUserSchema>;
