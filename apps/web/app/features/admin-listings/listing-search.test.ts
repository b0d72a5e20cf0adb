import { describe, expect, it } from 'vitest';
import { listingHref, listingSearchFrom } from './listing-search';

describe('the listing table’s URL', () => {
  it.each([
    ['', { q: '', status: 'all', state: '', sort: 'name', page: 1, editor: null }],
    [
      'q=ikeja&status=active&state=lagos&sort=rating&page=3&edit=abc',
      { q: 'ikeja', status: 'active', state: 'lagos', sort: 'rating', page: 3, editor: 'abc' },
    ],
    [
      'new&status=nonsense&sort=distance&page=-2&state=Lagos!',
      { status: 'all', sort: 'name', page: 1, state: '', editor: 'new' },
    ],
  ])('reads %j leniently', (query, expected) => {
    expect(listingSearchFrom(new URLSearchParams(query))).toMatchObject(expected);
  });

  it.each([
    [{}, '/admin/facilities'],
    [{ editor: 'new' }, '/admin/facilities?new'],
    [
      { q: 'ikeja', status: 'active', page: 2, editor: 'new' },
      '/admin/facilities?q=ikeja&status=active&page=2&new',
    ],
    [{ sort: 'updated', editor: 'f1' }, '/admin/facilities?sort=updated&edit=f1'],
  ] as const)('writes %j as %s', (search, href) => {
    expect(listingHref('/admin/facilities', search)).toBe(href);
  });
});
