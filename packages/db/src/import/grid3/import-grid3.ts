import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { analyzeDatabase, type Database } from '../../client.ts';
import * as schema from '../../schema/index.ts';
import { GRID3_DATASET, GRID3_LICENCE } from './columns.ts';
import { findLikelyDuplicates, type LikelyDuplicate } from './find-duplicates.ts';
import { registryFingerprint } from './fingerprint.ts';
import { readGrid3Csv } from './parse-csv.ts';
import { toRegistryFacility, type RegistryFacility } from './to-registry-facility.ts';
import { addWellKnownKeywords } from '../../seed/well-known-keywords.ts';

export interface ImportProgress {
  rows: number;
  elapsedMs: number;
}

export interface ImportOptions {
  /** Validate and count without writing anything. */
  dryRun?: boolean;
  /** Rows per transaction. */
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportReport {
  file: string;
  dryRun: boolean;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skippedRows: Array<{ line: number; reason: string }>;
  skippedByReason: Record<string, number>;
  unmatchedLgas: Array<{ line: number; state: string; lga: string }>;
  likelyDuplicates: LikelyDuplicate[];
  seconds: number;
}

interface PendingRow {
  line: number;
  facility: RegistryFacility;
  fingerprint: string;
}

/**
 * Imports a GRID3 / NHFR facility file (issue 6, decision 0004). Rows stream in; each batch is one
 * transaction, so an interrupted run leaves only whole facilities and a re-run completes it. Identity is
 * the registry id (`nhfr_uid`, else `globalid`); a row whose registry-owned fields are unchanged is left
 * alone, and an update touches only those fields, never what facility admins keep (hours, phones,
 * services, photos, reviews).
 */
export async function importGrid3(
  db: Database,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const { dryRun = false, batchSize = 500, onProgress } = options;
  const started = performance.now();
  const report: ImportReport = {
    file,
    dryRun,
    rows: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    skippedRows: [],
    skippedByReason: {},
    unmatchedLgas: [],
    likelyDuplicates: [],
    seconds: 0,
  };
  const lookups = await loadLookups(db);
  const seenSourceIds = new Map<string, number>();
  let batch: PendingRow[] = [];

  const skip = (line: number, reason: string) => {
    report.skipped++;
    report.skippedRows.push({ line, reason });
    const kind = reason.replace(/ ".*"$| \(.*\)$/, '');
    report.skippedByReason[kind] = (report.skippedByReason[kind] ?? 0) + 1;
  };

  for await (const { line, record } of readGrid3Csv(file)) {
    report.rows++;
    const outcome = toRegistryFacility(record);
    if (!outcome.ok) {
      skip(line, outcome.reason);
    } else {
      const earlier = seenSourceIds.get(outcome.facility.sourceId);
      if (earlier !== undefined) {
        skip(line, `same registry id as line ${earlier}`);
      } else {
        seenSourceIds.set(outcome.facility.sourceId, line);
        if (outcome.unmatchedLga) {
          report.unmatchedLgas.push({ line, state: outcome.facility.stateAlias, lga: outcome.unmatchedLga });
        }
        batch.push({ line, facility: outcome.facility, fingerprint: registryFingerprint(outcome.facility) });
      }
    }
    if (batch.length >= batchSize) {
      await writeBatch(db, batch, lookups, report, dryRun);
      batch = [];
      onProgress?.({ rows: report.rows, elapsedMs: performance.now() - started });
    }
  }
  if (batch.length) await writeBatch(db, batch, lookups, report, dryRun);
  onProgress?.({ rows: report.rows, elapsedMs: performance.now() - started });

  report.likelyDuplicates = await flagLikelyDuplicates(db, dryRun);
  if (!dryRun && report.inserted) await addWellKnownKeywords(db);
  if (!dryRun && (report.inserted || report.updated)) await analyzeDatabase(db);
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  return report;
}

async function loadLookups(db: Database) {
  const [stateRows, lgaRows, typeRows] = await Promise.all([
    db.select({ id: schema.states.id, alias: schema.states.alias }).from(schema.states),
    db.select({ id: schema.lgas.id, stateId: schema.lgas.stateId, name: schema.lgas.name }).from(schema.lgas),
    db
      .select({ id: schema.taxonomyTerms.id, slug: schema.taxonomyTerms.slug })
      .from(schema.taxonomyTerms)
      .where(eq(schema.taxonomyTerms.kind, 'facility-types')),
  ]);
  const states = new Map(stateRows.map((row) => [row.alias, row.id]));
  const lgas = new Map(lgaRows.map((row) => [`${row.stateId}:${row.name}`, row.id]));
  const types = new Map(typeRows.map((row) => [row.slug, row.id]));
  return { states, lgas, types };
}

type Lookups = Awaited<ReturnType<typeof loadLookups>>;

function registryColumns(facility: RegistryFacility, fingerprint: string, lookups: Lookups) {
  const stateId = lookups.states.get(facility.stateAlias) ?? null;
  return {
    name: facility.name,
    facilityTypeId: facility.facilityTypeSlug ? (lookups.types.get(facility.facilityTypeSlug) ?? null) : null,
    ownership: facility.ownership,
    ownershipDetail: facility.ownershipDetail,
    level: facility.level,
    nhfrUid: facility.nhfrUid,
    nhfrCode: facility.nhfrCode,
    stateId,
    lgaId:
      facility.lgaName && stateId !== null
        ? (lookups.lgas.get(`${stateId}:${facility.lgaName}`) ?? null)
        : null,
    ward: facility.ward,
    latitude: facility.latitude,
    longitude: facility.longitude,
    sourceDataset: GRID3_DATASET,
    sourceLicence: GRID3_LICENCE,
    sourceId: facility.sourceId,
    registryGlobalId: facility.globalId,
    sourceLastUpdated: facility.sourceLastUpdated,
    lastVerifiedAt: facility.sourceLastUpdated ? new Date(`${facility.sourceLastUpdated}T00:00:00Z`) : null,
    registryFingerprint: fingerprint,
  };
}

async function writeBatch(
  db: Database,
  batch: PendingRow[],
  lookups: Lookups,
  report: ImportReport,
  dryRun: boolean,
) {
  await db.transaction(async (tx) => {
    // A row is the facility already holding its NHFR id, or else its globalid: a facility first listed
    // without an NHFR id keeps its identity (reviews, admins' edits) when the registry later assigns one.
    const sourceIds = batch.map((row) => row.facility.sourceId);
    const globalIds = batch.flatMap((row) => (row.facility.globalId ? [row.facility.globalId] : []));
    const existing = await tx
      .select({
        id: schema.facilities.id,
        sourceId: schema.facilities.sourceId,
        globalId: schema.facilities.registryGlobalId,
        fingerprint: schema.facilities.registryFingerprint,
      })
      .from(schema.facilities)
      .where(
        and(
          eq(schema.facilities.sourceDataset, GRID3_DATASET),
          globalIds.length
            ? or(
                inArray(schema.facilities.sourceId, sourceIds),
                inArray(schema.facilities.registryGlobalId, globalIds),
              )
            : inArray(schema.facilities.sourceId, sourceIds),
        ),
      );
    const bySourceId = new Map(existing.map((row) => [row.sourceId, row]));
    const byGlobalId = new Map(
      existing.flatMap((row) => (row.globalId ? [[row.globalId, row] as const] : [])),
    );
    const findCurrent = ({ facility }: PendingRow) =>
      bySourceId.get(facility.sourceId) ??
      (facility.globalId ? byGlobalId.get(facility.globalId) : undefined);
    const inserts = [];
    for (const row of batch) {
      const current = findCurrent(row);
      if (!current) {
        report.inserted++;
        inserts.push(registryColumns(row.facility, row.fingerprint, lookups));
      } else if (current.fingerprint === row.fingerprint) {
        report.unchanged++;
      } else {
        report.updated++;
        if (!dryRun) {
          await tx
            .update(schema.facilities)
            .set({ ...registryColumns(row.facility, row.fingerprint, lookups), updatedAt: new Date() })
            .where(eq(schema.facilities.id, current.id));
        }
      }
    }
    if (inserts.length && !dryRun) await tx.insert(schema.facilities).values(inserts);
  });
}

/**
 * Flags (never merges) pairs with the same normalised name within 1 km; already flagged pairs stay as they
 * are. A facility merged into another is left out: the one it was merged into stands for it.
 */
async function flagLikelyDuplicates(db: Database, dryRun: boolean): Promise<LikelyDuplicate[]> {
  const placed = await db
    .select({
      id: schema.facilities.id,
      name: schema.facilities.name,
      latitude: schema.facilities.latitude,
      longitude: schema.facilities.longitude,
    })
    .from(schema.facilities)
    .where(isNull(schema.facilities.mergedIntoId));
  const pairs = findLikelyDuplicates(placed);
  if (!dryRun) {
    for (let start = 0; start < pairs.length; start += 1_000) {
      await db
        .insert(schema.facilityDuplicateFlags)
        .values(pairs.slice(start, start + 1_000))
        .onConflictDoNothing();
    }
  }
  return pairs;
}
