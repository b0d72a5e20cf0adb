import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The contents of a file in the data directory, created once (readable by the owner only) when missing, so
 * generated secrets survive restarts. `created` says whether this call wrote it.
 */
export function readOrCreateSecretFile(
  file: string,
  create: () => string,
): { value: string; created: boolean } {
  if (existsSync(file)) return { value: readFileSync(file, 'utf8'), created: false };
  const value = create();
  mkdirSync(dirname(file), { recursive: true });
  try {
    // wx: never overwrite; a process that created the file meanwhile wins and we use its value.
    writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { value: readFileSync(file, 'utf8'), created: false };
  }
  return { value, created: true };
}
