import type { IndexedDocument } from '../search-types.ts';
import { byteOrder, lowerBound } from '../sorted.ts';
import type { ListingColumns } from './columns.ts';
import { GrowableArray } from './growable-array.ts';
import type { SlotMarks } from './slot-marks.ts';
import { topInOrder } from './top-in-order.ts';

/**
 * The slots in name order (by name key, then id, as the statements order names) and by the words of their
 * names: what autocomplete finds listings by, what tells apart matches that tie on everything else, and how
 * a listing named exactly as typed is found.
 */
export class NameOrder {
  /** The words of each name and its keywords (as the name_words column), and their order. */
  private readonly nameWords = new Map<string, GrowableArray<Int32Array>>();
  private sortedNameWords: string[] | null = null;
  /** Live and dead slots by name key then id; null until `seal` (a build sorts once, at its end). */
  private byName: number[] | null = null;
  /**
   * Slots written since the name order was last read, not yet in it: a write of thousands of listings is
   * merged in once, not put in place one by one (each a move of every slot after it).
   */
  private unplaced: number[] = [];
  /** Each slot's place in `byName`; null until a search asks for it after a write. */
  private ranksHeld: Int32Array | null = null;

  constructor(
    private readonly columns: ListingColumns,
    private readonly marks: SlotMarks,
  ) {}

  /** Adds the slot, whose id and name key the columns already hold. */
  add(slot: number, document: IndexedDocument): void {
    for (const word of new Set(`${document.nameKey} ${document.keywordsKey}`.split(' '))) {
      if (!word) continue;
      let slots = this.nameWords.get(word);
      if (!slots) {
        slots = new GrowableArray(Int32Array);
        this.nameWords.set(word, slots);
        this.sortedNameWords = null;
      }
      slots.push(slot);
    }
    if (this.byName) this.unplaced.push(slot);
    this.ranksHeld = null;
  }

  /** Ends a build: the name order is sorted once; later writes are merged into it when it is next read. */
  seal(): void {
    this.byName = Array.from({ length: this.columns.slots }, (_, slot) => slot).sort((a, b) =>
      this.byNameKey(a, b),
    );
    this.unplaced = [];
  }

  /** Every slot in name order, the ones written since it was last read merged in. */
  private order(): number[] {
    if (!this.byName) this.seal();
    const placed = this.byName as number[];
    if (!this.unplaced.length) return placed;
    const adding = this.unplaced.sort((a, b) => this.byNameKey(a, b));
    this.unplaced = [];
    const merged: number[] = [];
    let from = 0;
    for (const slot of adding) {
      const at =
        from +
        lowerBound(placed.length - from, (index) => this.byNameKey(placed[from + index] as number, slot) < 0);
      while (from < at) merged.push(placed[from++] as number);
      merged.push(slot);
    }
    while (from < placed.length) merged.push(placed[from++] as number);
    this.byName = merged;
    return merged;
  }

  private byNameKey(a: number, b: number): number {
    const { nameKeys, ids } = this.columns;
    return (
      byteOrder(nameKeys[a] as string, nameKeys[b] as string) || byteOrder(ids[a] as string, ids[b] as string)
    );
  }

  /**
   * repository.ts `findNameMatches` from memory: live slots whose names start with the typed key, in name
   * order; then, while there is room, names (or keywords) holding every typed word, the last as a prefix
   * (when `lastAsPrefix`), in name order. The statement orders a sample of the first 50 such names it finds;
   * here every one is considered.
   */
  matching(typed: readonly string[], lastAsPrefix: boolean, limit: number): number[] {
    const order = this.order();
    const typedKey = typed.join(' ');
    const nameKeys = this.columns.nameKeys;
    const alive = this.columns.alive.array;
    const found: number[] = [];
    let at = this.lowerBoundOfName(order, typedKey);
    for (; at < order.length && found.length < limit; at++) {
      const slot = order[at] as number;
      if (!(nameKeys[slot] as string).startsWith(typedKey)) break;
      if (alive[slot]) found.push(slot);
    }
    if (found.length < limit && lastAsPrefix) {
      const taken = new Set(found);
      const holders = this.nameWordHolders(typed).filter((slot) => alive[slot] && !taken.has(slot));
      found.push(...this.firstByName(holders, limit - found.length));
    }
    return found;
  }

  /** Each slot's place in the name order (by name key, then id), live and dead slots alike. */
  ranks(): Int32Array {
    if (!this.ranksHeld) {
      const order = this.order();
      this.ranksHeld = new Int32Array(this.columns.slots);
      for (let at = 0; at < order.length; at++) this.ranksHeld[order[at] as number] = at;
    }
    return this.ranksHeld;
  }

  /**
   * The first `count` of the slots in name order, by their place in it: a word as common as "clinic" has
   * tens of thousands of holders, which sorting by name would compare string by string.
   */
  private firstByName(slots: readonly number[], count: number): number[] {
    const ranks = this.ranks();
    const rankOf = (at: number) => ranks[slots[at] as number] as number;
    return topInOrder(slots.length, count, (a, b) => rankOf(a) - rankOf(b)).map((at) => slots[at] as number);
  }

  /** Marks the slots named exactly `nameKey` with a fresh tag, and returns it (-1, matching none, for null). */
  markExactNames(nameKey: string | null): number {
    if (nameKey === null) return -1;
    const order = this.order();
    const nameKeys = this.columns.nameKeys;
    const tag = this.marks.fresh(1);
    for (let at = this.lowerBoundOfName(order, nameKey); at < order.length; at++) {
      const slot = order[at] as number;
      if (nameKeys[slot] !== nameKey) break;
      this.marks.array[slot] = tag;
    }
    return tag;
  }

  private lowerBoundOfName(order: readonly number[], key: string): number {
    const nameKeys = this.columns.nameKeys;
    return lowerBound(order.length, (at) => (nameKeys[order[at] as number] as string) < key);
  }

  /** Slots whose name words hold every typed word, the last as a prefix of one of them. */
  private nameWordHolders(typed: readonly string[]): number[] {
    const last = typed[typed.length - 1] ?? '';
    this.sortedNameWords ??= [...this.nameWords.keys()].sort(byteOrder);
    const words = this.sortedNameWords;
    const low = lowerBound(words.length, (at) => (words[at] as string) < last);
    const groups: GrowableArray<Int32Array>[][] = typed.slice(0, -1).map((word) => {
      const slots = this.nameWords.get(word);
      return slots ? [slots] : [];
    });
    const lastGroup: GrowableArray<Int32Array>[] = [];
    for (let at = low; at < words.length && (words[at] as string).startsWith(last); at++) {
      lastGroup.push(this.nameWords.get(words[at] as string) as GrowableArray<Int32Array>);
    }
    groups.push(lastGroup);
    if (groups.some((group) => group.length === 0)) return [];
    const base = this.marks.fresh(groups.length);
    const marks = this.marks.array;
    const holders: number[] = [];
    groups.forEach((group, index) => {
      for (const slots of group) {
        for (let i = 0; i < slots.length; i++) {
          const slot = slots.array[i] as number;
          if (index === 0 ? marks[slot] !== base : marks[slot] === base + index - 1) {
            marks[slot] = base + index;
            if (index === groups.length - 1) holders.push(slot);
          }
        }
      }
    });
    return holders;
  }
}
