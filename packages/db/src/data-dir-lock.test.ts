import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`in use by process ${process.pid}`));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    again();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = join(dir, 'b');
    writeFileSync(`${dataDir}.lock`, '2147483646'); // a pid no process has
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
