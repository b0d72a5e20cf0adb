import { z } from 'zod';
import { publicUserSchema } from './auth.ts';
import { singleLine } from './single-line.ts';
import { userRoleSchema } from './users.ts';

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

export const adminUserUpdateSchema = z
  .strictObject({ role: userRoleSchema, disabled: z.boolean() })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Send role, disabled, or both.');

export type AdminUser = z.infer<typeof adminUserSchema>;
