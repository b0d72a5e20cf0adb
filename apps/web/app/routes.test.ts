import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import type { GateArea } from '~/lib/auth/gate';
import { TRANSLATED_PAGES } from '~/lib/i18n/locales';
import routes from './routes';

const GATE_LAYOUTS: Record<string, GateArea> = {
  'routes/gates/guest-only.tsx': 'guest-only',
  'routes/gates/guest-verify.tsx': 'guest-only',
  'routes/gates/signed-in.tsx': 'signed-in',
  'routes/gates/facility-admin-only.tsx': 'facility-admin-only',
  'routes/gates/admin-only.tsx': 'admin-only',
};

const LANGUAGE_SEGMENT = /^:lang\?\/?/;
const bare = (path: string) => path.replace(LANGUAGE_SEGMENT, '');

/** Every path of the table with the gate it sits behind (null: public). */
function gatedPaths(entries: RouteConfigEntry[], gate: GateArea | null = null): Map<string, GateArea | null> {
  const paths = new Map<string, GateArea | null>();
  for (const entry of entries) {
    const entryGate = GATE_LAYOUTS[entry.file] ?? gate;
    if (entry.path !== undefined || entry.index) paths.set(`/${bare(entry.path ?? '')}`, entryGate);
    for (const [path, area] of gatedPaths(entry.children ?? [], entryGate)) paths.set(path, area);
  }
  return paths;
}

/** Spec §2, §4 and §6: the pages of each gated area (the browser tests load one of each). */
const SPEC_AREAS: Record<GateArea, string[]> = {
  'guest-only': ['/login', '/signup', '/forgot-password', '/reset-password', '/verify-token', '/admin-login'],
  'signed-in': ['/change-password', '/user/dashboard', '/user/profile', '/provider/dashboard'],
  'facility-admin-only': ['/facility/dashboard'],
  'admin-only': ['/admin/dashboard', '/admin/users', '/admin/blogs', '/admin/facilities', '/admin/emergency'],
};

describe('the route table', () => {
  const paths = gatedPaths(routes);

  it.each(Object.entries(SPEC_AREAS).flatMap(([area, list]) => list.map((path) => [path, area])))(
    '%s is behind the %s gate',
    (path, area) => {
      expect(paths.get(path)).toBe(area);
    },
  );

  it('puts every admin page behind the ADMIN gate and every dashboard behind a gate', () => {
    for (const [path, area] of paths) {
      if (path.startsWith('/admin/')) expect([path, area]).toEqual([path, 'admin-only']);
      if (path.endsWith('/dashboard') || path.endsWith('/claim'))
        expect([path, area]).not.toEqual([path, null]);
    }
  });

  it('leaves the public pages public', () => {
    for (const path of ['/', '/search-result', '/facilities/:id', '/emergency-contacts', '/contactUs']) {
      expect(paths.get(path)).toBeNull();
    }
  });

  it('serves exactly the translated pages in every language', () => {
    const everyEntry = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
      entries.flatMap((entry) => [entry, ...everyEntry(entry.children ?? [])]);
    const inEveryLanguage = everyEntry(routes)
      .filter((entry) => entry.path !== undefined && LANGUAGE_SEGMENT.test(entry.path))
      .map((entry) => bare(entry.path ?? ''));
    expect(inEveryLanguage.sort()).toEqual([...TRANSLATED_PAGES].sort());
  });
});
