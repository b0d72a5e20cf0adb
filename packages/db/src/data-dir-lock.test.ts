import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dir = mkdtempSync(join(tmpdir(), 'carefinder-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a second claim while the owner runs, and allows it after release', () => {
    const dataDir = join(dir, 'a');
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`in use by process ${process.pid}`));
    release();
    lockDataDir(dataDir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = join(dir, 'b');
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const release = lockDataDir(dataDir);
    release();
  });
});
