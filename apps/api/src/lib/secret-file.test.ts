import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOrCreateSecretFile } from './secret-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'carefinder-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readOrCreateSecretFile', () => {
  it('creates the file once, readable by the owner only, and reads it back afterwards', () => {
    const file = join(dir, 'nested', 'jwt-secret');
    expect(readOrCreateSecretFile(file, () => 'first')).toEqual({ value: 'first', created: true });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecretFile(file, () => 'second')).toEqual({ value: 'first', created: false });
  });

  it('keeps what another process wrote first', () => {
    const file = join(dir, 'raced');
    const result = readOrCreateSecretFile(file, () => {
      writeFileSync(file, 'theirs');
      return 'ours';
    });
    expect(result).toEqual({ value: 'theirs', created: false });
    expect(readFileSync(file, 'utf8')).toBe('theirs');
  });
});
