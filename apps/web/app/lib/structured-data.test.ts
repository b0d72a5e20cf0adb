import { describe, expect, it } from 'vitest';
import { aggregateRating, postalAddress, serializeJsonLd, withoutEmpty } from './structured-data';

describe('serializeJsonLd', () => {
  it('escapes < so no text in the data can close the script element', () => {
    const json = serializeJsonLd({ name: 'Clinic </script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: 'Clinic </script><script>alert(1)</script>' });
  });
});

describe('aggregateRating', () => {
  it('is absent without reviews', () => {
    expect(aggregateRating({ averageRating: null, reviewsCount: 0 })).toBeUndefined();
    expect(aggregateRating({ averageRating: 4, reviewsCount: 0 })).toBeUndefined();
  });

  it('gives the average to one decimal and the count', () => {
    expect(aggregateRating({ averageRating: 4.2592, reviewsCount: 27 })).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 27,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

describe('postalAddress', () => {
  it('puts the state in addressRegion, the LGA in addressLocality, and Nigeria as the country', () => {
    expect(
      postalAddress({
        address: '12 Hospital Road',
        lga: { name: 'Ikeja' },
        state: { name: 'Lagos' },
        latitude: null,
        longitude: null,
      }),
    ).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 Hospital Road',
      addressLocality: 'Ikeja',
      addressRegion: 'Lagos',
      addressCountry: 'NG',
    });
  });

  it('leaves out what is not known', () => {
    expect(
      postalAddress({ address: null, lga: null, state: { name: 'Kano' }, latitude: null, longitude: null }),
    ).toEqual({
      '@type': 'PostalAddress',
      addressRegion: 'Kano',
      addressCountry: 'NG',
    });
  });
});

describe('withoutEmpty', () => {
  it('drops null, undefined and empty lists but keeps zero, false and empty objects', () => {
    expect(withoutEmpty({ a: null, b: undefined, c: [], d: 0, e: false, f: 'x', g: ['y'] })).toEqual({
      d: 0,
      e: false,
      f: 'x',
      g: ['y'],
    });
  });
});
