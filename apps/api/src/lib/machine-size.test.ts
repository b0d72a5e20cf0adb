import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { machineSize } from './machine-size.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A cgroup directory holding `files`, as a container's /sys/fs/cgroup does. */
function cgroup(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'carefinder-cgroup-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), `${text}\n`);
  }
  return root;
}

describe("the machine's size", () => {
  it("reads a container's CPU quota and memory limit (cgroup v2)", () => {
    expect(machineSize(cgroup({ 'cpu.max': '100000 100000', 'memory.max': String(2 ** 30) }))).toEqual({
      cores: 1,
      memoryBytes: 2 ** 30,
    });
  });

  it('reads them from cgroup v1 too', () => {
    const root = cgroup({
      'cpu/cpu.cfs_quota_us': '150000',
      'cpu/cpu.cfs_period_us': '100000',
      'memory/memory.limit_in_bytes': String(512 * 2 ** 20),
    });
    expect(machineSize(root)).toEqual({ cores: 1, memoryBytes: 512 * 2 ** 20 });
  });

  it("is the machine's own without a quota or a limit", () => {
    const whole = { cores: availableParallelism(), memoryBytes: totalmem() };
    expect(machineSize(cgroup({ 'cpu.max': 'max 100000', 'memory.max': 'max' }))).toEqual(whole);
    expect(
      machineSize(
        cgroup({ 'cpu/cpu.cfs_quota_us': '-1', 'memory/memory.limit_in_bytes': '9223372036854771712' }),
      ),
    ).toEqual(whole);
    expect(machineSize(cgroup({}))).toEqual(whole);
  });
});
