/**
 * The backup and restore of docs/deploy.md, as bench:cluster tries them: a logical dump of the primary's
 * database (`pg_dump -Fc`) and a tarball of the uploaded images, restored into a new database
 * (`pg_restore --no-owner`) and a new data directory.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Backup {
  dumpFile: string;
  imagesFile: string;
  dumpBytes: number;
  imagesBytes: number;
}

/** Dumps the database at `databaseUrl` and packs `dataDir`'s images into `dir`. */
export async function backUp(databaseUrl: string, dataDir: string, dir: string): Promise<Backup> {
  mkdirSync(dir, { recursive: true });
  const dumpFile = join(dir, 'carefinder.dump');
  const imagesFile = join(dir, 'media.tgz');
  await run('pg_dump', ['--format=custom', `--file=${dumpFile}`, `--dbname=${databaseUrl}`]);
  await run('tar', ['czf', imagesFile, '-C', dataDir, 'images']);
  return { dumpFile, imagesFile, dumpBytes: statSync(dumpFile).size, imagesBytes: statSync(imagesFile).size };
}

/** Restores a backup into the empty database at `databaseUrl` and the data directory `dataDir`. */
export async function restore(backup: Backup, databaseUrl: string, dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`, backup.dumpFile]);
  await run('tar', ['xzf', backup.imagesFile, '-C', dataDir]);
}
