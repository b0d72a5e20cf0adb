import { describe, expect, it } from 'vitest';
import { countsText, DIRECTORIES } from './directories';

describe('countsText', () => {
  it.each([
    { entry: { facilityCount: 220, providerCount: 0 }, shown: ['facilities'], text: '220 facilities' },
    { entry: { facilityCount: 1, providerCount: 0 }, shown: ['facilities'], text: '1 facility' },
    { entry: { facilityCount: 0, providerCount: 0 }, shown: ['providers'], text: '0 doctors' },
    {
      entry: { facilityCount: 192, providerCount: 95 },
      shown: ['providers', 'facilities'],
      text: '95 doctors · 192 facilities',
    },
    {
      entry: { facilityCount: 3, providerCount: 1 },
      shown: ['providers'],
      text: '1 doctor · 3 facilities',
      why: 'a non-zero count the directory does not lead with',
    },
    { entry: { facilityCount: 12_500, providerCount: 0 }, shown: ['facilities'], text: '12,500 facilities' },
  ] as const)('$text', ({ entry, shown, text }) => {
    expect(countsText(entry, shown)).toBe(text);
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
