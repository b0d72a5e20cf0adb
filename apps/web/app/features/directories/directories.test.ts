import { describe, expect, it } from 'vitest';
import { countsShown, DIRECTORIES } from './directories';

describe('countsShown', () => {
  it.each([
    { entry: { facilityCount: 220, providerCount: 0 }, shown: ['facilities'], counts: ['facilities'] },
    { entry: { facilityCount: 0, providerCount: 0 }, shown: ['providers'], counts: ['providers'] },
    {
      entry: { facilityCount: 192, providerCount: 95 },
      shown: ['providers', 'facilities'],
      counts: ['providers', 'facilities'],
    },
    {
      entry: { facilityCount: 3, providerCount: 1 },
      shown: ['providers'],
      counts: ['providers', 'facilities'],
      why: 'a non-zero count the directory does not lead with',
    },
  ] as const)('$counts', ({ entry, shown, counts }) => {
    expect(countsShown(entry, shown)).toEqual(counts);
  });
});

describe('DIRECTORIES', () => {
  it.each([
    ['facility-types', '/facility-types-directory', 'facilityType'],
    ['services', '/facility-service-directory', 'service'],
    ['specialties', '/specialty-directory', 'specialty'],
    ['conditions', '/conditions-directory', 'condition'],
    ['procedures', '/procedures-directory', 'procedure'],
  ] as const)('%s: the page %s links to /search-result?%s=<slug>', (kind, path, filter) => {
    expect(DIRECTORIES[kind]).toMatchObject({ kind, path, filter });
  });
});
