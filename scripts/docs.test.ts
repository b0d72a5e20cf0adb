import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const docs = new URL('../docs/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, docs), 'utf8');

describe('the docs', () => {
  it('keep the architecture a map: under 150 lines', () => {
    expect(read('architecture.md').trimEnd().split('\n').length).toBeLessThan(150);
  });

  it('link every decision record from the architecture, and every link there leads to a record', () => {
    const records = readdirSync(new URL('decisions/', docs)).filter((name) => name.endsWith('.md'));
    const linked = [...read('architecture.md').matchAll(/\(decisions\/([^)#]+\.md)\)/g)].map(
      ([, name]) => name,
    );
    expect([...new Set(linked)].sort()).toEqual(records.sort());
  });

  it('mark a superseded record as superseded at its top', () => {
    for (const name of readdirSync(new URL('decisions/', docs))) {
      const superseding = read(`decisions/${name}`).match(/^Status: .*Supersedes \[(\d{4})\]/m)?.[1];
      if (!superseding) continue;
      const old = readdirSync(new URL('decisions/', docs)).find((other) => other.startsWith(superseding))!;
      expect(read(`decisions/${old}`).split('\n').slice(0, 4).join('\n')).toContain(
        `Superseded by [${name.slice(0, 4)}]`,
      );
    }
  });
});
