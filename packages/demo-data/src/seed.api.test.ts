import { afterAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { directoryIsEmpty, queryRows, schema } from '@carefinder/db';
import { taxonomySeed } from '@carefinder/db/reference';
import { createTestDatabase } from '@carefinder/db/testing';
import { demoUuid, seedDemoData } from './seed.ts';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

const options = { facilities: 120, providers: 200, reviews: 400, seed: 7 };

async function rows(
  table:
    typeof schema.facilities | typeof schema.providers | typeof schema.reviews | typeof schema.taxonomyTerms,
) {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

describe('seedDemoData', () => {
  it('starts from an empty directory', async () => {
    expect(await directoryIsEmpty(db)).toBe(true);
  });

  it('loads the taxonomies and the demo dataset, every row flagged as demo', async () => {
    const summary = await seedDemoData(db, options);
    expect(summary.facilities).toBe(120);
    expect(await rows(schema.facilities)).toBe(120);
    expect(await rows(schema.providers)).toBe(200);
    expect(await rows(schema.reviews)).toBe(summary.reviews);
    const taxonomyTotal = Object.values(taxonomySeed).reduce((sum, entries) => sum + entries.length, 0);
    expect(await rows(schema.taxonomyTerms)).toBe(taxonomyTotal);
    const [notDemo] = await db
      .select({ value: count() })
      .from(schema.facilities)
      .where(eq(schema.facilities.isDemo, false));
    expect(notDemo?.value).toBe(0);
    expect(await directoryIsEmpty(db)).toBe(false);
  });

  it('keeps each rating aggregate equal to its published reviews', async () => {
    const [result] = await queryRows<{ mismatches: number }>(
      db,
      sql`
      select count(*)::int as mismatches from facilities f
      left join (select facility_id, avg(rating)::float8 as average, count(*)::int as total
                 from reviews where status = 'published' and facility_id is not null group by facility_id) r
        on r.facility_id = f.id
      where f.reviews_count <> coalesce(r.total, 0)
         or abs(coalesce(f.average_rating, 0) - coalesce(r.average, 0)) > 1e-9`,
    );
    expect(result?.mismatches).toBe(0);
  });

  it('gives the same rows the same ids on every run, so re-seeding adds nothing', async () => {
    const [first] = await db
      .select({ id: schema.facilities.id })
      .from(schema.facilities)
      .where(eq(schema.facilities.id, demoUuid('demo-facility-000001')));
    expect(first).toBeDefined();
    await seedDemoData(db, options);
    expect(await rows(schema.facilities)).toBe(120);
    expect(await rows(schema.providers)).toBe(200);
  });

  it('links facilities to their state, LGA, type, hours and services', async () => {
    const [result] = await queryRows<{
      missing_state: number;
      missing_lga: number;
      missing_type: number;
      no_hours: number;
    }>(
      db,
      sql`
      select
        count(*) filter (where state_id is null)::int as missing_state,
        count(*) filter (where lga_id is null)::int as missing_lga,
        count(*) filter (where facility_type_id is null)::int as missing_type,
        count(*) filter (where not exists (select 1 from opening_hours h where h.facility_id = f.id))::int as no_hours
      from facilities f`,
    );
    expect(result).toEqual({ missing_state: 0, missing_lga: 0, missing_type: 0, no_hours: 0 });
  });
});
