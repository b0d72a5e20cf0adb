import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { UserRole } from '@carefinder/contracts';
import { containing, type Database, schema } from '@carefinder/db';

const { users } = schema;
type UserRow = typeof users.$inferSelect;

/** `q` matched anywhere in the e-mail address or the name, as typed (LIKE wildcards taken literally). */
function matching(q: string | undefined, role: UserRole | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q) {
    const pattern = containing(q);
    conditions.push(
      or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)),
    );
  }
  if (role) conditions.push(eq(users.role, role));
  return and(...conditions);
}

export async function findUsersPage(
  db: Database,
  { q, role, page, pageSize }: { q?: string; role?: UserRole; page: number; pageSize: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = matching(q, role);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
