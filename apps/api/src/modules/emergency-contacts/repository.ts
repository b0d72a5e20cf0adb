import { asc, eq, sql } from 'drizzle-orm';
import { alphabetical, schema, type Database } from '@carefinder/db';

const { emergencyContacts, states } = schema;

export type EmergencyContactRow = typeof emergencyContacts.$inferSelect & {
  stateAlias: string | null;
  stateName: string | null;
};

export type EmergencyContactValues = Omit<
  typeof emergencyContacts.$inferInsert,
  'id' | 'isDemo' | 'createdAt' | 'updatedAt'
>;

const columns = {
  id: emergencyContacts.id,
  name: emergencyContacts.name,
  phones: emergencyContacts.phones,
  stateId: emergencyContacts.stateId,
  category: emergencyContacts.category,
  hours: emergencyContacts.hours,
  note: emergencyContacts.note,
  sourceName: emergencyContacts.sourceName,
  sourceUrl: emergencyContacts.sourceUrl,
  lastVerifiedAt: emergencyContacts.lastVerifiedAt,
  isDemo: emergencyContacts.isDemo,
  createdAt: emergencyContacts.createdAt,
  updatedAt: emergencyContacts.updatedAt,
  stateAlias: states.alias,
  stateName: states.name,
};

/** Every contact: national lines first, then by state name, category and name. */
export async function listEmergencyContacts(db: Database): Promise<EmergencyContactRow[]> {
  return db
    .select(columns)
    .from(emergencyContacts)
    .leftJoin(states, eq(states.id, emergencyContacts.stateId))
    .orderBy(
      sql`${emergencyContacts.stateId} is not null`,
      asc(states.name),
      asc(emergencyContacts.category),
      alphabetical(emergencyContacts.name),
      asc(emergencyContacts.id),
    );
}

/** One contact; with `lock`, locked until the transaction ends so two writes to it take turns. */
export async function findEmergencyContact(
  db: Database,
  id: string,
  { lock = false } = {},
): Promise<EmergencyContactRow | undefined> {
  const query = db
    .select(columns)
    .from(emergencyContacts)
    .leftJoin(states, eq(states.id, emergencyContacts.stateId))
    .where(eq(emergencyContacts.id, id));
  const [row] = await (lock ? query.for('update', { of: emergencyContacts }) : query);
  return row;
}

export async function findStateIdByAlias(db: Database, alias: string): Promise<number | undefined> {
  const [row] = await db.select({ id: states.id }).from(states).where(eq(states.alias, alias));
  return row?.id;
}

export async function insertEmergencyContact(db: Database, values: EmergencyContactValues): Promise<string> {
  const [row] = await db.insert(emergencyContacts).values(values).returning({ id: emergencyContacts.id });
  if (!row) throw new Error('insert into emergency_contacts returned no row');
  return row.id;
}

export async function updateEmergencyContact(
  db: Database,
  id: string,
  changes: Partial<EmergencyContactValues>,
): Promise<void> {
  await db
    .update(emergencyContacts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(emergencyContacts.id, id));
}

export async function deleteEmergencyContact(db: Database, id: string): Promise<void> {
  await db.delete(emergencyContacts).where(eq(emergencyContacts.id, id));
}
