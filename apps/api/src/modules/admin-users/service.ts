import type { z } from 'zod';
import type { AdminUser, adminUserListQuerySchema, adminUserUpdateSchema } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { etagOf } from '../../lib/etag.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import { changeAudited, type AuditedEntity, type AuditedWriter } from '../audit/service.ts';
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

/** An account as an ADMIN's changes to it are checked and audited (`user.update`). */
const accounts: AuditedEntity<Account, ReturnType<typeof editable>> = {
  name: 'user',
  lock: lockAccount,
  missing: () => new HttpProblem(404, NO_SUCH_USER),
  editable: editableRow,
};

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
  writer: AuditedWriter,
  userId: string,
  update: UserUpdate,
  ifMatch: readonly string[],
): Promise<AdminUser> {
  if (!isUuid(userId)) throw new HttpProblem(404, NO_SUCH_USER);
  if (userId === writer.actorId) assertNotSelfDemotion(update);
  await changeAudited(writer, accounts, userId, ifMatch, async (tx, before) => {
    const now = new Date();
    await changeAccess(tx, userId, {
      ...(update.role !== undefined ? { role: update.role } : {}),
      ...(update.disabled !== undefined
        ? { disabledAt: update.disabled ? (before.disabledAt ?? now) : null }
        : {}),
    });
    if (update.disabled) await endEverySession(tx, userId, now);
  });
  return readUserAsAdmin(writer.db, userId);
}
