import type { z } from 'zod';
import type { AdminUser, adminUserListQuerySchema, adminUserUpdateSchema } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { assertCurrent, etagOf } from '../../lib/etag.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { endEverySession } from '../auth/service.ts';
import {
  changeAccess,
  findAccount,
  lockAccount,
  presentUser,
  presentUsers,
  type Account,
} from '../users/service.ts';
import { findUsersPage } from './repository.ts';

type ListQuery = z.infer<typeof adminUserListQuerySchema>;
type UserUpdate = z.infer<typeof adminUserUpdateSchema>;

const NO_SUCH_USER = 'No user has this id.';

/** What an ADMIN changes of an account, in one order: what the ETag and the audit entry are made of. */
const editable = ({ role, disabled }: Pick<AdminUser, 'role' | 'disabled'>) => ({ role, disabled });
const editableRow = (row: Account) => editable({ role: row.role, disabled: row.disabledAt !== null });

export const adminUserEtag = (user: Pick<AdminUser, 'role' | 'disabled'>) => etagOf(editable(user));

export async function listUsers(db: Database, query: ListQuery) {
  const { rows, total } = await findUsersPage(db, query);
  return { items: await presentUsers(db, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function readUserAsAdmin(db: Database, userId: string): Promise<AdminUser> {
  const row = isUuid(userId) ? await findAccount(db, userId) : undefined;
  if (!row) throw new HttpProblem(404, NO_SUCH_USER);
  return presentUser(db, row);
}

/** An admin may not demote or disable themself (409 naming each such field). */
function assertNotSelfDemotion(update: UserUpdate) {
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

/**
 * Changes a user's role or disabled state on the version the admin read (`ifMatch`, else 412), with an
 * audit entry in the same transaction (none when nothing changes). Disabling ends the user's sessions too,
 * so their refresh tokens stop working; either change applies to their next write at once (every
 * signed-in request re-checks the database). An admin cannot demote or disable themself, so there is
 * always one administrator left who can undo a mistake.
 */
export async function updateUserAsAdmin(
  db: Database,
  audit: AuditLog,
  actorId: string,
  userId: string,
  update: UserUpdate,
  ifMatch: readonly string[],
): Promise<AdminUser> {
  if (!isUuid(userId)) throw new HttpProblem(404, NO_SUCH_USER);
  if (userId === actorId) assertNotSelfDemotion(update);
  return db.transaction(async (tx) => {
    const before = await lockAccount(tx, userId);
    if (!before) throw new HttpProblem(404, NO_SUCH_USER);
    assertCurrent(ifMatch, adminUserEtag(editableRow(before)));
    const now = new Date();
    const after = await changeAccess(tx, userId, {
      ...(update.role !== undefined ? { role: update.role } : {}),
      ...(update.disabled !== undefined
        ? { disabledAt: update.disabled ? (before.disabledAt ?? now) : null }
        : {}),
    });
    if (!after) throw new Error(`user ${userId} vanished while locked`);
    if (update.disabled) await endEverySession(tx, userId, now);
    const [was, is] = [editableRow(before), editableRow(after)];
    // A write that changes nothing records nothing.
    if (was.role !== is.role || was.disabled !== is.disabled)
      await audit.record(
        { actorId, action: 'user.update', targetType: 'user', targetId: userId, before: was, after: is },
        tx,
      );
    return presentUser(tx, after);
  });
}
