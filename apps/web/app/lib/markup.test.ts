import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup';

describe('escapeMarkup', () => {
  it('escapes the five XML specials', () => {
    expect(escapeMarkup(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });
});
