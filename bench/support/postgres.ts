import pg from 'pg';

/** One statement on its own connection to `url` (a bench's setup and checks, never its measured load). */
export async function query(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
