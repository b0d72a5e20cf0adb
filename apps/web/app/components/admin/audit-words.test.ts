import type { AuditEntryView } from '@carefinder/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields, entryWords } from './audit-words';

const entry = (overrides: Partial<AuditEntryView>): AuditEntryView => ({
  id: 1,
  at: '2026-11-02T10:00:00.000Z',
  actor: { id: 'u1', name: 'Musa Bello', email: 'musa@example.ng' },
  action: 'facility.update',
  entity: 'facility',
  entityId: 'f1',
  entityName: 'Gwarinpa General Hospital',
  before: null,
  after: null,
  ...overrides,
});

describe('entryWords', () => {
  it('names who changed which fields of which listing', () => {
    expect(
      entryWords(
        entry({
          before: { name: 'Gwarinpa General Hospital', phones: [], openingHours: [] },
          after: {
            name: 'Gwarinpa General Hospital',
            phones: ['+234803'],
            openingHours: [{ day: 'MONDAY' }],
          },
        }),
      ),
    ).toBe('Musa Bello changed the phones and opening hours of the facility Gwarinpa General Hospital.');
  });

  it('says the other verbs in the past, an entity without a name by its id, and a deleted actor as such', () => {
    expect(
      entryWords(
        entry({ action: 'review.hide', entity: 'review', entityId: 'r9', entityName: null, actor: null }),
      ),
    ).toBe('A deleted account hid the review r9.');
    expect(
      entryWords(entry({ action: 'listing-claim.approve', entity: 'listing-claim', entityName: null })),
    ).toBe('Musa Bello approved the request to manage a listing f1.');
  });

  it('names four fields at most, then counts the rest', () => {
    const before = { a: 1, b: 1, c: 1, d: 1, e: 1, f: 1 };
    const after = { a: 2, b: 2, c: 2, d: 2, e: 2, f: 2 };
    expect(entryWords(entry({ before, after }))).toBe(
      'Musa Bello changed the a, b, c and 3 other fields of the facility Gwarinpa General Hospital.',
    );
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose value differs, with both sides', () => {
    expect(changedFields({ before: { name: 'A', phones: [] }, after: { name: 'A', phones: ['1'] } })).toEqual(
      [{ field: 'phones', before: [], after: ['1'] }],
    );
    expect(changedFields({ before: null, after: { name: 'A' } })).toEqual([
      { field: 'name', before: null, after: 'A' },
    ]);
  });
});
