import { RANK_WEIGHT_VALUES, type TextQuery } from '../search-types.ts';
import { GrowableArray } from './growable-array.ts';
import type { SlotMarks } from './slot-marks.ts';
import { parseTsvector, rankWeights, wordWeight } from './text-rank.ts';

/** The ranking weights of D, C, B, A, as the index ranks with them. */
export const RANK_WEIGHTS = rankWeights(RANK_WEIGHT_VALUES);

/**
 * Where a word occurs: the slots holding it (ascending) and, for each, its packed positions and, once a
 * search has asked, its weight in that listing's rank (`wordWeight`).
 */
export class Posting {
  readonly slots = new GrowableArray(Int32Array);
  readonly starts = new GrowableArray(Int32Array);
  readonly positions = new GrowableArray(Uint16Array);
  private readonly weights = new GrowableArray(Float32Array);

  add(slot: number, positions: readonly number[]) {
    this.slots.push(slot);
    this.starts.push(this.positions.length);
    for (const position of positions) this.positions.push(position);
  }

  endOf(entry: number): number {
    return entry + 1 < this.starts.length ? (this.starts.array[entry + 1] as number) : this.positions.length;
  }

  get bytes(): number {
    return this.slots.bytes + this.starts.bytes + this.positions.bytes + this.weights.bytes;
  }

  /** Each entry's `wordWeight`, computed for the entries added since the last call. */
  entryWeights(): Float32Array {
    for (let entry = this.weights.length; entry < this.slots.length; entry++) {
      this.weights.push(
        wordWeight(RANK_WEIGHTS, this.positions.array, this.starts.array[entry] as number, this.endOf(entry)),
      );
    }
    return this.weights.array;
  }
}

/**
 * The posting's entry for the slot, or -1: its cursor moves forward to it (the slots asked for ascend, and
 * so do a posting's).
 */
export function advance(posting: Posting, cursors: Int32Array, word: number, slot: number): number {
  const slots = posting.slots.array;
  const length = posting.slots.length;
  let at = cursors[word] as number;
  while (at < length && (slots[at] as number) < slot) at++;
  cursors[word] = at;
  return at < length && slots[at] === slot ? at : -1;
}

/** Every word's posting: the words of each listing's text, as its tsvector holds them. */
export class Postings {
  private readonly byWord = new Map<string, Posting>();

  /** Adds the words of the slot's document (a tsvector as PostgreSQL prints it). */
  add(slot: number, document: string): void {
    for (const { word, positions } of parseTsvector(document)) {
      let posting = this.byWord.get(word);
      if (!posting) {
        posting = new Posting();
        this.byWord.set(word, posting);
      }
      posting.add(slot, positions);
    }
  }

  of(word: string): Posting | undefined {
    return this.byWord.get(word);
  }

  /**
   * The slots whose text matches the query: every group (`all`) or any group (`any`); live ones only, but
   * for one word's postings, which are given as they are.
   */
  matching(text: TextQuery, alive: Uint8Array, marks: SlotMarks): ArrayLike<number> {
    const groups = text.groups
      .filter((group) => group.length > 0)
      .map((group) => [...new Set(group)].flatMap((word) => this.byWord.get(word) ?? []));
    if (text.mode === 'all' && groups.some((postings) => postings.length === 0)) return [];
    const only = groups.length === 1 && groups[0]?.length === 1 ? groups[0][0] : undefined;
    if (only) return only.slots.array.subarray(0, only.slots.length);
    const matched: number[] = [];
    if (text.mode === 'any' || groups.length === 1) {
      const tag = marks.fresh(1);
      const tags = marks.array;
      for (const postings of groups) {
        for (const posting of postings) {
          const slots = posting.slots.array;
          for (let i = 0; i < posting.slots.length; i++) {
            const slot = slots[i] as number;
            if (tags[slot] !== tag && alive[slot]) {
              tags[slot] = tag;
              matched.push(slot);
            }
          }
        }
      }
      return matched;
    }
    // All groups: the smallest first, then each group keeps the slots every earlier one had.
    const ordered = groups
      .map((postings) => ({
        postings,
        size: postings.reduce((sum, posting) => sum + posting.slots.length, 0),
      }))
      .sort((a, b) => a.size - b.size)
      .map(({ postings }) => postings);
    const base = marks.fresh(ordered.length);
    const tags = marks.array;
    ordered.forEach((postings, index) => {
      const had = base + index - 1;
      const has = base + index;
      const last = index === ordered.length - 1;
      for (const posting of postings) {
        const slots = posting.slots.array;
        for (let i = 0; i < posting.slots.length; i++) {
          const slot = slots[i] as number;
          if (index === 0 ? tags[slot] !== has && alive[slot] : tags[slot] === had) {
            tags[slot] = has;
            if (last) matched.push(slot);
          }
        }
      }
    });
    return matched;
  }

  get bytes(): number {
    let bytes = 0;
    for (const posting of this.byWord.values()) bytes += posting.bytes;
    return bytes;
  }
}
