import type { z } from 'zod';
import type { AdminUser, adminUserListQuerySchema, adminUserUpdateSchema } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { HttpProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { findUserById, presentUser, presentUsers, updateUser } from '../users/service.ts';
import { findUsersPage } from './repository.ts';

type ListQuery = z.infer<typeof adminUserListQuerySchema>;
type UserUpdate = z.infer<typeof adminUserUpdateSchema>;

export async function listUsers(db: Database, query: ListQuery) {
  const { rows, total } = await findUsersPage(db, query);
  return { items: await presentUsers(db, rows), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Changes a user's role or disabled state, with an audit entry in the same transaction. Disabling ends the
 * user's sessions too, so their refresh tokens stop working; either change applies to their next write at
 * once (every signed-in request re-checks the database). An admin cannot demote or disable themself, so there is always one
 * administrator left who can undo a mistake.
 */
export async function updateUserAsAdmin(
  db: Database,
  audit: AuditLog,
  actorId: string,
  userId: string,
  update: UserUpdate,
): Promise<AdminUser> {
  if (!isUuid(userId)) throw new HttpProblem(404, 'No user has this id.');
  if (userId === actorId) {
    const errors = [
      ...(update.role !== undefined && update.role !== 'ADMIN'
        ? [{ path: 'role', message: 'You cannot remove your own ADMIN role.' }]
        : []),
      ...(update.disabled ? [{ path: 'disabled', message: 'You cannot disable your own account.' }] : []),
    ];
    if (errors.length)
      throw new HttpProblem(
        409,
        'Administrators cannot demote or disable themselves; ask another administrator.',
        errors,
      );
  }
  return db.transaction(async (tx) => {
    const before = await findUserById(tx, userId);
    if (!before) throw new HttpProblem(404, 'No user has this id.');
    const now = new Date();
    const after = await updateUser(tx, userId, {
      ...(update.role !== undefined ? { role: update.role } : {}),
      ...(update.disabled !== undefined
        ? { disabledAt: update.disabled ? (before.disabledAt ?? now) : null }
        : {}),
    });
    if (!after) throw new HttpProblem(404, 'No user has this id.');
    if (update.disabled) await revokeUserSessions(tx, userId, now);
    const snapshot = (row: typeof before) => ({ role: row.role, disabled: row.disabledAt !== null });
    await audit.record(
      {
        actorId,
        action: 'user.update',
        targetType: 'user',
        targetId: userId,
        before: snapshot(before),
        after: snapshot(after),
      },
      tx,
    );
    return presentUser(tx, after);
  });
}
