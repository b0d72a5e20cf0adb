import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { analyzeDatabase, queryRows } from './client.ts';
import { createTestDatabase, testEngine } from './testing/index.ts';

const database = await createTestDatabase();
afterAll(() => database.close());

const facility = (name: string) =>
  `insert into facilities (name, ownership, level) values ('${name}', 'private', 'primary')`;

it.runIf(testEngine() === 'postgres')(
  'rebuilds the vocabulary beside a write that adds a word between its delete and its insert (migration 0042)',
  async () => {
    await database.db.execute(sql.raw(facility('Marabou Clinic')));
    await analyzeDatabase(database.db);
    const writer = new pg.Client({ connectionString: database.databaseUrl });
    await writer.connect();
    try {
      // The writer holds a word the rebuild deletes, so the rebuild's delete waits for it; meanwhile it adds
      // a listing with a new word, committed before the rebuild inserts the words it counted.
      await writer.query('begin');
      await writer.query(`update search_vocabulary set documents = documents where word = 'marabou'`);
      await writer.query(facility('Zanzibarine Clinic'));
      const rebuilt = analyzeDatabase(database.db);
      await sleep(300);
      await writer.query('commit');
      await expect(rebuilt).resolves.toBeUndefined();
    } finally {
      await writer.end();
    }
    const words = await queryRows<{ word: string; documents: number }>(
      database.db,
      sql`select word, documents from search_vocabulary where word in ('marabou', 'zanzibarine') order by word`,
    );
    expect(words).toEqual([
      { word: 'marabou', documents: 1 },
      { word: 'zanzibarine', documents: 1 },
    ]);
  },
);
