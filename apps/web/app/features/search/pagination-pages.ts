/** The highest page GET /api/search serves (searchQuerySchema). */
const MAX_PAGE = 1000;

export function lastPage(total: number, pageSize: number): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / pageSize)));
}

/**
 * The page numbers a pagination bar shows: the first, the last, and `around` pages either side of the
 * current one; 'gap' stands for the pages left out. A gap of one page shows that page instead.
 */
export function paginationPages(current: number, last: number, around = 1): Array<number | 'gap'> {
  const shown = new Set([1, last]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
