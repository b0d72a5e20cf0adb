import { describe, expect, it } from 'vitest';
import { adminUserSearchFrom } from './admin-users-api';

describe('adminUserSearchFrom', () => {
  it.each([
    ['', { q: '', role: '', page: 1 }],
    ['?q=%20ada%20&role=PROVIDER&page=3', { q: 'ada', role: 'PROVIDER', page: 3 }],
    ['?role=admin', { q: '', role: '', page: 1 }],
    ['?page=0', { q: '', role: '', page: 1 }],
    ['?page=2.5', { q: '', role: '', page: 1 }],
    ['?page=abc', { q: '', role: '', page: 1 }],
  ])('reads %s leniently', (query, search) => {
    expect(adminUserSearchFrom(new URLSearchParams(query))).toEqual(search);
  });
});
