import { describe, expect, it } from 'vitest';
import { editDistance, singleEdits } from './edits.ts';

describe('singleEdits', () => {
  it('holds every deletion, swap, replacement and insertion, not the word itself', () => {
    const edits = singleEdits('lpa');
    expect(edits).toContain('pa');
    expect(edits).toContain('pla');
    expect(edits).toContain('lpb');
    expect(edits).toContain('lopa');
    expect(edits).toContain('lpas');
    expect(edits).not.toContain('lpa');
    expect(singleEdits('eybaom')).toContain('eyabom');
  });
});

describe('editDistance', () => {
  it('counts one slip for each kind, and a swap as one', () => {
    expect(editDistance('hospital', 'hospital')).toBe(0);
    expect(editDistance('hospitl', 'hospital')).toBe(1);
    expect(editDistance('haelth', 'health')).toBe(1);
    expect(editDistance('cabe', 'care')).toBe(1);
    expect(editDistance('gaari', 'gabari')).toBe(1);
    expect(editDistance('burno', 'borno')).toBe(1);
    expect(editDistance('genral', 'general')).toBe(1);
    expect(editDistance('gyneacologist', 'gynaecologist')).toBe(1);
    expect(editDistance('clinkc', 'clinic')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
