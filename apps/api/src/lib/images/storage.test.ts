import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskImageStorage } from './storage.ts';

describe('diskImageStorage', () => {
  it('stores the same bytes put twice at once as one file, without a failure', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'carefinder-images-'));
    const storage = diskImageStorage(directory);
    const bytes = Buffer.from('the same image, twice');

    const keys = await Promise.all([storage.put(bytes, 'webp'), storage.put(bytes, 'webp')]);

    expect(keys[0]).toBe(keys[1]);
    expect(readdirSync(directory)).toEqual([keys[0]]);
    expect(await storage.get(keys[0]!)).toEqual(bytes);
  });
});
