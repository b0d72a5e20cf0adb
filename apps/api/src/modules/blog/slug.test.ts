import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_MAX, cutAtWord, slugFromTitle } from './slug.ts';

const words = (count: number, word = 'health') => Array.from({ length: count }, () => word).join(' ');

describe('slugFromTitle', () => {
  it('keeps a short title whole', () => {
    expect(slugFromTitle('Malaria in the rainy season')).toBe('malaria-in-the-rainy-season');
    expect(slugFromTitle('Malaria in the rainy season', '-2')).toBe('malaria-in-the-rainy-season-2');
  });

  it(`cuts a long title to at most ${BLOG_SLUG_MAX} characters at the end of a word`, () => {
    const title =
      'What every family in Lagos, Kano and Port Harcourt should know about cholera, clean water and ' +
      'oral rehydration salts';
    const slug = slugFromTitle(title);
    // "…-cholera-clean" would be 81.
    expect(slug).toBe('what-every-family-in-lagos-kano-and-port-harcourt-should-know-about-cholera');
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    // The suffix counts: "…-cholera-12345" would be 81.
    expect(slugFromTitle(title, '-12345')).toBe(
      'what-every-family-in-lagos-kano-and-port-harcourt-should-know-about-12345',
    );
  });

  it('keeps a word that ends exactly at the limit, and cuts mid-word only a first word longer than it', () => {
    // Eleven 6-letter words and a 3-letter one, with their hyphens: 80 characters.
    const exact = `${words(11)} abc`;
    expect(slugFromTitle(`${exact} more words`)).toBe(exact.replaceAll(' ', '-'));
    expect(slugFromTitle(`${'a'.repeat(100)} b`)).toBe('a'.repeat(BLOG_SLUG_MAX));
    expect(slugFromTitle(`Short ${'a'.repeat(100)}`)).toBe('short');
  });

  it('names a title without letters or digits "post"', () => {
    expect(slugFromTitle('¿¡!?')).toBe('post');
  });
});

describe('cutAtWord', () => {
  it('cuts at the last hyphen within the limit', () => {
    expect(cutAtWord('clean-water-at-home', 12)).toBe('clean-water');
    expect(cutAtWord('clean-water-at-home', 11)).toBe('clean-water');
    expect(cutAtWord('clean-water-at-home', 10)).toBe('clean');
    expect(cutAtWord('clean-water-at-home', 19)).toBe('clean-water-at-home');
  });
});
