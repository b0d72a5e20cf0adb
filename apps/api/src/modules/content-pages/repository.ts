import { eq } from 'drizzle-orm';
import { schema, type Database } from '@carefinder/db';

const { contentPages } = schema;

export type ContentPageRow = typeof contentPages.$inferSelect;
export type ContentPageChanges = Partial<Pick<ContentPageRow, 'title' | 'body' | 'reviewedOn'>> & {
  updatedBy: string;
  updatedAt: Date;
};

export async function findPage(db: Database, key: string): Promise<ContentPageRow | undefined> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key));
  return row;
}

/** The page, locked until the transaction ends, so two writes to it take turns. */
export async function lockPage(db: Database, key: string): Promise<ContentPageRow | undefined> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key)).for('update');
  return row;
}

export async function updatePage(
  db: Database,
  key: string,
  changes: ContentPageChanges,
): Promise<ContentPageRow> {
  const [row] = await db.update(contentPages).set(changes).where(eq(contentPages.key, key)).returning();
  if (!row) throw new Error(`content page ${key} vanished while locked`);
  return row;
}
