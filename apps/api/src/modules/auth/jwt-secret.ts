import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateSecretFile } from '../../lib/secret-file.ts';

/**
 * JWT_SECRET when configured; otherwise one generated on first start and kept in DATA_DIR/jwt-secret (mode
 * 600), so sessions survive restarts. A file per process is no good for several processes behind a load
 * balancer: they would refuse each other's tokens, hence `file` for the caller to warn about.
 */
export function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
): { secret: string; file?: string } {
  if (configured) return { secret: configured };
  const file = join(dataDir, 'jwt-secret');
  const { value } = readOrCreateSecretFile(file, () => randomBytes(48).toString('base64url'));
  const secret = value.trim();
  if (secret.length < 32)
    throw new Error(`${file} holds fewer than 32 characters; delete it to generate a new one.`);
  return { secret, file };
}
