import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { join } from 'node:path';

/*
 * What the process may use: in a container, its CPU quota and memory limit (cgroup v2, or v1), which
 * `availableParallelism()` and `totalmem()` do not see; elsewhere, the machine's cores and memory.
 */

export interface MachineSize {
  cores: number;
  memoryBytes: number;
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};

/** Above this a cgroup v1 memory limit means none (the kernel writes a page-rounded 2^63). */
const UNLIMITED_V1_BYTES = 2 ** 60;

/** Whole cores of a CPU quota ("200000 100000" is 2), or null for none. */
function quotaCores(root: string): number | null {
  const v2 = readText(join(root, 'cpu.max'))?.split(/\s+/);
  const [quota, period] = v2
    ? [Number(v2[0]), Number(v2[1])]
    : [
        Number(readText(join(root, 'cpu', 'cpu.cfs_quota_us'))),
        Number(readText(join(root, 'cpu', 'cpu.cfs_period_us'))),
      ];
  return quota > 0 && period > 0 ? Math.max(1, Math.floor(quota / period)) : null;
}

/** A memory limit in bytes, or null for none. */
function limitBytes(root: string): number | null {
  const v2 = readText(join(root, 'memory.max'));
  const limit = Number(v2 ?? readText(join(root, 'memory', 'memory.limit_in_bytes')));
  return Number.isFinite(limit) && limit > 0 && limit < UNLIMITED_V1_BYTES ? limit : null;
}

/** The cores and memory this process may use; `root` is where the cgroup files are (tests give their own). */
export function machineSize(root = '/sys/fs/cgroup'): MachineSize {
  const cores = availableParallelism();
  const memory = totalmem();
  return {
    cores: Math.min(cores, quotaCores(root) ?? cores),
    memoryBytes: Math.min(memory, limitBytes(root) ?? memory),
  };
}
