import { describe, expect, it } from 'vitest';
import { nearPosition, readSearchParams, searchResultHref, withoutParams } from './search-url';

describe('readSearchParams', () => {
  it('keeps the known, non-blank parameters, trimmed, as a GET form without JavaScript sends them', () => {
    const query = new URLSearchParams(
      'q=+general+hospital+&state=lagos&lga=&facilityType=&openNow=true&utm_source=x&sort=relevance',
    );
    expect(readSearchParams(query)).toEqual({
      q: 'general hospital',
      state: 'lagos',
      openNow: 'true',
      sort: 'relevance',
    });
  });

  it("reads an old URL's type as facilityType, unless facilityType is given", () => {
    expect(readSearchParams(new URLSearchParams('type=general-hospital'))).toEqual({
      facilityType: 'general-hospital',
    });
    expect(readSearchParams(new URLSearchParams('facilityType=pharmacy&type=general-hospital'))).toEqual({
      facilityType: 'pharmacy',
    });
    expect(readSearchParams(new URLSearchParams('facilityType=&type=clinic'))).toEqual({
      facilityType: 'clinic',
    });
    expect(readSearchParams(new URLSearchParams('type=+'))).toEqual({});
  });

  it('reads every capability asked for, each once, in one order, blanks left out', () => {
    expect(
      readSearchParams(new URLSearchParams('capability=oxygen&capability=&capability=icu&capability=oxygen')),
    ).toEqual({ capability: ['icu', 'oxygen'] });
  });

  it('reads form data the same way', () => {
    const form = new FormData();
    form.set('q', 'clinic');
    form.set('minRating', '4');
    form.set('kind', 'all');
    expect(readSearchParams(form)).toEqual({ q: 'clinic', minRating: '4', kind: 'all' });
  });
});

describe('searchResultHref', () => {
  it.each([
    [{}, '/search-result'],
    [{ q: 'general hospital' }, '/search-result?q=general+hospital'],
    [{ facilityType: 'general-hospital' }, '/search-result?facilityType=general-hospital'],
    [{ q: '  ', state: '' }, '/search-result'],
    [{ kind: 'all', sort: 'relevance', page: '1', openNow: 'false' }, '/search-result'],
    [
      { kind: 'provider', sort: 'rating', page: '2', openNow: 'true' },
      '/search-result?kind=provider&openNow=true&sort=rating&page=2',
    ],
    [
      { page: '3', lga: 'ikeja', q: 'pharmacy', state: 'lagos' },
      '/search-result?q=pharmacy&state=lagos&lga=ikeja&page=3',
    ],
    [{ q: 'a&b=c' }, '/search-result?q=a%26b%3Dc'],
    [
      { openNow: 'true', capability: ['oxygen', 'caesarean-section'], state: 'kano' },
      '/search-result?state=kano&capability=caesarean-section&capability=oxygen&openNow=true',
    ],
  ])('%j → %s', (params, href) => {
    expect(searchResultHref(params)).toBe(href);
  });
});

describe('withoutParams', () => {
  it('drops the named parameters and the page, leaving the rest', () => {
    expect(withoutParams({ q: 'clinic', state: 'lagos', lga: 'ikeja', page: '4' }, 'state', 'lga')).toEqual({
      q: 'clinic',
    });
  });
});

describe('nearPosition', () => {
  it('adds the position to four decimals, sorts by distance and starts at page 1', () => {
    expect(
      nearPosition(
        { q: 'pharmacy', openNow: 'true', page: '3' },
        { latitude: 6.601838, longitude: 3.3514863 },
      ),
    ).toEqual({
      q: 'pharmacy',
      openNow: 'true',
      lat: '6.6018',
      lon: '3.3515',
      sort: 'distance',
    });
  });
});
