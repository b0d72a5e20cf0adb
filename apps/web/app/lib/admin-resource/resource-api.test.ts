import { describe, expect, it } from 'vitest';
import { resourceHref, resourceViewFrom } from './resource-api';
import type { ResourceDefinition } from './resource-definition';

const definition = {
  path: '/admin/things',
  list: {
    sorts: ['name', 'uses'],
    filters: [{ name: 'role', label: 'Role', options: [{ value: 'PROVIDER', label: 'Provider' }] }],
  },
} as unknown as ResourceDefinition<unknown>;

const nothing = { q: '', sort: 'name', page: 1, filters: {}, tab: '', edit: null, adding: false };

describe('resourceViewFrom', () => {
  it.each([
    ['', nothing],
    [
      '?q=%20ada%20&role=PROVIDER&page=3&sort=uses&edit=7',
      { ...nothing, q: 'ada', sort: 'uses', page: 3, filters: { role: 'PROVIDER' }, edit: '7' },
    ],
    ['?role=admin&sort=size', nothing],
    ['?page=0', nothing],
    ['?page=2.5', nothing],
    ['?page=abc', nothing],
    ['?new', { ...nothing, adding: true }],
  ])('reads %s leniently', (query, view) => {
    expect(resourceViewFrom(definition, new URLSearchParams(query))).toEqual(view);
  });
});

describe('resourceHref', () => {
  it('leaves the defaults out and keeps the rest', () => {
    expect(resourceHref(definition, nothing)).toBe('/admin/things');
    expect(
      resourceHref(definition, {
        ...nothing,
        q: 'a b',
        sort: 'uses',
        page: 2,
        filters: { role: 'PROVIDER' },
      }),
    ).toBe('/admin/things?q=a+b&role=PROVIDER&sort=uses&page=2');
    expect(resourceHref(definition, { ...nothing, q: 'x', adding: true })).toBe('/admin/things?q=x&new');
  });
});
