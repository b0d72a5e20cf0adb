import { describe, expect, it } from 'vitest';
import { correctionHref } from './contact-url';

describe('correctionHref', () => {
  it("opens the contact form on 'correct a listing' with the listing's address", () => {
    const href = correctionHref('https://carefinder.ng/facilities/abc-123');
    const url = new URL(href, 'https://carefinder.ng');
    expect(url.pathname).toBe('/contactUs');
    expect(url.searchParams.get('topic')).toBe('correct-listing');
    expect(url.searchParams.get('listing')).toBe('https://carefinder.ng/facilities/abc-123');
  });
});
