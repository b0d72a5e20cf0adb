import type { AuditLogFacets, AuditLogPage, AuditLogQuery } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { findAuditEntries, findAuditFacets, insertAuditEntry } from './repository.ts';
import { assertCurrent, etagOf } from '../../lib/etag.ts';

export interface AuditEntry {
  actorId: string;
  /** What was done, as `<target type>.<verb>`, e.g. `user.update`. */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Keeps one entry of the audit log; `db` is the transaction of the write it records. */
export async function recordAuditEntry(db: Database, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The moment a Nigerian day starts (WAT, UTC+1 all year). */
const startOfNigerianDay = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+01:00`) + plusDays * 86_400_000);

/** What a record names its entity by: a name, a title, a person's names, or an e-mail address. */
function nameIn(snapshot: unknown): string | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const record = snapshot as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const person = [text(record.firstName), text(record.lastName)].filter(Boolean).join(' ');
  return text(record.name) || text(record.title) || person || text(record.email) || null;
}

/** A page of the audit log, newest first, filtered by entity, action, actor and days. */
export async function readAuditLog(db: Database, query: AuditLogQuery): Promise<AuditLogPage> {
  const { page, pageSize, from, to, ...filters } = query;
  const since = from === undefined ? undefined : startOfNigerianDay(from);
  const until = to === undefined ? undefined : startOfNigerianDay(to, 1);
  const { rows, total } = await findAuditEntries(
    db,
    { ...filters, since, until },
    {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    },
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actorId === null
          ? null
          : {
              id: row.actorId,
              name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
              email: row.actorEmail ?? '',
            },
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      entityName: nameIn(row.after) ?? nameIn(row.before),
      before: row.before,
      after: row.after,
    })),
    total,
    page,
    pageSize,
  };
}

/** The entity types and actions the log holds, for its filters. */
export const readAuditFacets = (db: Database): Promise<AuditLogFacets> => findAuditFacets(db);

/** Who writes, and the log their write goes to: the write and its entry are one transaction. */
export interface AuditedWriter {
  db: Database;
  audit: { record(entry: AuditEntry, db?: Database): Promise<void> };
  actorId: string;
}

/** A kind of row as its writes are checked and audited. */
export interface AuditedEntity<Row, Editable, Id extends string | number = string> {
  /** Its name in the log: `emergency-contact` gives `emergency-contact.update`. */
  name: string;
  /** The row by id, locked until the write's transaction ends; undefined when there is none. */
  lock(tx: Database, id: Id): Promise<Row | undefined>;
  /** The 404 of an id with no row. */
  missing(id: Id): Error;
  /** The fields an edit changes, in one order: what the ETag and the audit entry are made of. */
  editable(row: Row): Editable;
}

/** The ETag of a row of the entity: the strong tag of its editable fields. */
export const auditedEtag = <Row, Editable, Id extends string | number>(
  entity: AuditedEntity<Row, Editable, Id>,
  row: Row,
): string => etagOf(entity.editable(row));

/** Inserts a row (`insert` answers its id) and records `<name>.create` with what it holds. */
export async function createAudited<Row, Editable, Id extends string | number>(
  writer: AuditedWriter,
  entity: AuditedEntity<Row, Editable, Id>,
  insert: (tx: Database) => Promise<Id>,
): Promise<Id> {
  return writer.db.transaction(async (tx) => {
    const id = await insert(tx);
    const after = entity.editable(await lockedRow(tx, entity, id));
    await writer.audit.record(entryOf(writer, entity.name, id, 'create', { after }), tx);
    return id;
  });
}

/**
 * Changes the row read in If-Match (412 when it changed since, 404 when it is gone) and records
 * `<name>.<verb>` with before and after; a write that changes nothing records nothing.
 */
export async function changeAudited<Row, Editable, Id extends string | number>(
  writer: AuditedWriter,
  entity: AuditedEntity<Row, Editable, Id>,
  id: Id,
  ifMatch: readonly string[],
  apply: (tx: Database, current: Row) => Promise<void>,
  verb = 'update',
): Promise<void> {
  await writer.db.transaction(async (tx) => {
    const current = await currentAudited(tx, entity, id, ifMatch);
    await apply(tx, current);
    const before = entity.editable(current);
    const after = entity.editable(await lockedRow(tx, entity, id));
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await writer.audit.record(entryOf(writer, entity.name, id, verb, { before, after }), tx);
  });
}

/** Deletes the row read in If-Match (as `remove` does it) and records `<name>.delete` with what it held. */
export async function removeAudited<Row, Editable, Id extends string | number>(
  writer: AuditedWriter,
  entity: AuditedEntity<Row, Editable, Id>,
  id: Id,
  ifMatch: readonly string[],
  remove: (tx: Database, current: Row) => Promise<void>,
): Promise<void> {
  await writer.db.transaction(async (tx) => {
    const current = await currentAudited(tx, entity, id, ifMatch);
    await remove(tx, current);
    const before = entity.editable(current);
    await writer.audit.record(entryOf(writer, entity.name, id, 'delete', { before, after: null }), tx);
  });
}

/** Inside a write's transaction: the row, locked, as read in If-Match (412 when it changed, 404 when gone). */
export async function currentAudited<Row, Editable, Id extends string | number>(
  tx: Database,
  entity: AuditedEntity<Row, Editable, Id>,
  id: Id,
  ifMatch: readonly string[],
): Promise<Row> {
  const row = await entity.lock(tx, id);
  if (row === undefined) throw entity.missing(id);
  assertCurrent(ifMatch, auditedEtag(entity, row));
  return row;
}

async function lockedRow<Row, Editable, Id extends string | number>(
  tx: Database,
  entity: AuditedEntity<Row, Editable, Id>,
  id: Id,
) {
  const row = await entity.lock(tx, id);
  if (row === undefined) throw new Error(`${entity.name} ${id} vanished inside its own write`);
  return row;
}

function entryOf(
  writer: Pick<AuditedWriter, 'actorId'>,
  entity: string,
  id: string | number,
  verb: string,
  change: Pick<AuditEntry, 'before' | 'after'>,
): AuditEntry {
  return {
    actorId: writer.actorId,
    action: `${entity}.${verb}`,
    targetType: entity,
    targetId: String(id),
    ...change,
  };
}

/**
 * Records `<name>.<verb>` of one entity inside the write's transaction `tx`: for writes whose checks do not
 * fit createAudited/changeAudited/removeAudited (a decision, a merge, a move), so every entry is built alike.
 */
export async function recordAudited(
  writer: Pick<AuditedWriter, 'audit' | 'actorId'>,
  /** The entity's name in the log: `facility` gives `facility.<verb>`. */
  entity: string,
  id: string | number,
  verb: string,
  change: Pick<AuditEntry, 'before' | 'after'>,
  tx: Database,
): Promise<void> {
  await writer.audit.record(entryOf(writer, entity, id, verb, change), tx);
}
