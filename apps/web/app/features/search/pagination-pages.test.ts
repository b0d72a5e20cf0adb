import { describe, expect, it } from 'vitest';
import { lastPage, paginationPages } from './pagination-pages';

describe('paginationPages', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 9, 10]],
  ])('page %i of %i → %j', (current, last, expected) => {
    expect(paginationPages(current, last)).toEqual(expected);
  });
});

describe('lastPage', () => {
  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [1_000_000, 20, 1000],
  ])('%i results of %i a page → %i pages', (total, pageSize, expected) => {
    expect(lastPage(total, pageSize)).toBe(expected);
  });
});
