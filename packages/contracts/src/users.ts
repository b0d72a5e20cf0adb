import { z } from 'zod';

export const USER_ROLES = ['ADMIN', 'FACILITY_ADMIN', 'PROVIDER', 'USER'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** DELETE /api/me: the account's password, asked again before it is deleted for good. */
export const deleteAccountRequestSchema = z.strictObject({
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
