/**
 * The first `count` of the matches 0…total-1 in order, without sorting the rest: a bounded max-heap of the
 * best seen so far.
 */
export function topInOrder(total: number, count: number, order: (a: number, b: number) => number): number[] {
  if (count <= 0) return [];
  if (total <= count * 4)
    return Array.from({ length: total }, (_, match) => match)
      .sort(order)
      .slice(0, count);
  const heap: number[] = [];
  const worse = (i: number, j: number) => order(heap[i] as number, heap[j] as number) > 0;
  const swap = (i: number, j: number) => {
    const held = heap[i] as number;
    heap[i] = heap[j] as number;
    heap[j] = held;
  };
  for (let match = 0; match < total; match++) {
    if (heap.length < count) {
      heap.push(match);
      for (let at = heap.length - 1; at > 0;) {
        const parent = (at - 1) >> 1;
        if (!worse(at, parent)) break;
        swap(at, parent);
        at = parent;
      }
    } else if (order(match, heap[0] as number) < 0) {
      heap[0] = match;
      for (let at = 0; ;) {
        const left = at * 2 + 1;
        const right = left + 1;
        let worst = at;
        if (left < heap.length && worse(left, worst)) worst = left;
        if (right < heap.length && worse(right, worst)) worst = right;
        if (worst === at) break;
        swap(at, worst);
        at = worst;
      }
    }
  }
  return heap.sort(order);
}
