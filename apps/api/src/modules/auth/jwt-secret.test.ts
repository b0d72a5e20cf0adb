import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'carefinder-jwt-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when it is set, writing nothing', () => {
    const configured = 'x'.repeat(40);
    expect(resolveJwtSecret(configured, join(dataDir, 'unused'))).toEqual({ secret: configured });
  });

  it('otherwise generates one in DATA_DIR/jwt-secret (mode 600) and keeps it across restarts', () => {
    const first = resolveJwtSecret(undefined, dataDir);
    const file = join(dataDir, 'jwt-secret');
    expect(first.file).toBe(file);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(first.secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dataDir).secret).toBe(first.secret);
  });
});
