/**
 * A small, fast, seeded pseudo-random number generator for demo data. Same seed ⇒ same sequence, on every
 * platform and Node version (only 32-bit integer arithmetic). Not for anything security-related.
 *
 * The generator is sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, as in PractRand), whose
 * four words are filled from the seed with splitmix32 so that nearby seeds (1, 2, 3…) give unrelated
 * streams. Demo entities each get their own stream (`hashSeed(seed, 'facility', index)`), so any row can
 * be regenerated on its own and the output does not depend on iteration order.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let state = seed >>> 0;
    const splitmix32 = () => {
      state = (state + 0x9e3779b9) | 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    this.a = splitmix32();
    this.b = splitmix32();
    this.c = splitmix32();
    this.d = splitmix32();
    for (let round = 0; round < 8; round += 1) this.nextUint32();
  }

  /** A uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability `probability`. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return itemAt(items, Math.floor(this.next() * items.length));
  }

  /** One of `items`, each chosen in proportion to its weight. */
  weightedPick<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const weight of weights) total += weight;
    let target = this.next() * total;
    for (let index = 0; index < items.length; index += 1) {
      target -= weights[index] ?? 0;
      if (target < 0) return itemAt(items, index);
    }
    return itemAt(items, items.length - 1);
  }

  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const size = Math.min(count, pool.length);
    for (let index = 0; index < size; index += 1) {
      const swap = index + Math.floor(this.next() * (pool.length - index));
      const chosen = itemAt(pool, swap);
      pool[swap] = itemAt(pool, index);
      pool[index] = chosen;
    }
    return pool.slice(0, size);
  }

  /** Shuffles a typed or plain array in place (Fisher–Yates). */
  shuffle<T extends { length: number; [index: number]: number }>(items: T): T {
    for (let index = items.length - 1; index > 0; index -= 1) {
      const swap = Math.floor(this.next() * (index + 1));
      const held = items[index] as number;
      items[index] = items[swap] as number;
      items[swap] = held;
    }
    return items;
  }
}

/** A fixed list of weighted choices, prepared once and drawn from many times (binary search). */
export class WeightedTable<T> {
  private readonly items: readonly T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    const kept = entries.filter(([, weight]) => weight > 0);
    if (kept.length === 0) throw new Error('A weighted table needs at least one positive weight.');
    this.items = kept.map(([item]) => item);
    this.cumulative = new Float64Array(kept.length);
    let total = 0;
    kept.forEach(([, weight], index) => {
      total += weight;
      this.cumulative[index] = total;
    });
    this.total = total;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return itemAt(this.items, low);
  }
}

/** The item at `index`; throws instead of answering undefined, so callers need no checks. */
export function itemAt<T>(items: ArrayLike<T>, index: number): T {
  if (index < 0 || index >= items.length) {
    throw new RangeError(`Index ${index} is outside a list of ${items.length}.`);
  }
  return items[index] as T;
}

function fmix32(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A 32-bit seed derived from a list of numbers and strings; different lists give unrelated seeds. */
export function hashSeed(...parts: readonly (number | string)[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    if (typeof part === 'number') {
      hash = Math.imul(hash ^ fmix32(part + 0x632be5ab), 0x01000193);
      // Integers beyond 32 bits: fold the high part in too.
      hash = Math.imul(hash ^ fmix32(Math.floor(part / 4294967296)), 0x01000193);
    } else {
      for (let index = 0; index < part.length; index += 1) {
        hash = Math.imul(hash ^ part.charCodeAt(index), 0x01000193);
      }
    }
    hash = Math.imul(hash ^ 0xff, 0x01000193);
  }
  return fmix32(hash);
}
