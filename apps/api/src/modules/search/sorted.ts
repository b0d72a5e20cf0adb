/** PostgreSQL's order for C-collated text and for uuids: by bytes (our keys are ASCII). */
export function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The first index of 0…length-1 that is not before what is sought, by halving: `isBefore` must hold for a
 * leading run of indexes and for none after it (a sorted list compared with a key).
 */
export function lowerBound(length: number, isBefore: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (isBefore(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
