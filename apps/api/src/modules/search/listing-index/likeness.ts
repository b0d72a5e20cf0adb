import { NAME_LIKENESS_WEIGHT } from '../search-types.ts';
import { GrowableArray } from './growable-array.ts';
import { ListPerSlot } from './list-per-slot.ts';
import type { MatchColumns } from './match-columns.ts';
import { SIGNATURE_WORDS, TrigramMatcher, trigramSignature, trigramsOf } from './trigrams.ts';

/** Relevance tenths told apart by addToReachable; a relevance of 25.5 or more shares the top bucket. */
const TENTH_BUCKETS = 256;
const tenthBucket = (relevance: number) =>
  Math.min(TENTH_BUCKETS - 1, Math.max(0, Math.floor(relevance * 10)));

/**
 * How like the typed words each listing's name is: repository.ts's NAME_LIKENESS_WEIGHT × pg_trgm
 * `similarity`, which a search with text adds to each match's relevance.
 */
export class NameLikeness {
  private readonly nameTrigrams = new ListPerSlot(Uint16Array);
  /** Each name's trigram signature (trigramSignature), SIGNATURE_WORDS words a slot. */
  private readonly nameSignatures = new GrowableArray(Int32Array);
  private readonly typed = new TrigramMatcher();

  /** Adds the next slot's name. */
  push(nameKey: string): void {
    const trigrams = trigramsOf(nameKey);
    this.nameTrigrams.push(trigrams);
    for (const word of trigramSignature(trigrams)) this.nameSignatures.push(word);
  }

  /** The typed words (a name key) that names are compared with until the next call. */
  setTyped(typedNameKey: string): void {
    this.typed.set(trigramsOf(typedNameKey));
  }

  /** What the name's trigram likeness to the typed words adds to the slot's relevance. */
  of(slot: number): number {
    const trigrams = this.nameTrigrams;
    return (
      NAME_LIKENESS_WEIGHT *
      this.typed.similarity(trigrams.values.array, trigrams.start(slot), trigrams.end(slot))
    );
  }

  /**
   * Adds the name's likeness to the relevance of the matches that can still be among the first `count` (scan
   * left it out), and gives those matches. The relevance order compares tenths first, so each match is put
   * in a bucket by the highest tenth its likeness could lift it to: its relevance plus the likeness it would
   * have if it shared every trigram its signature allows (`mostShared`), at most all of the shorter name's.
   * Buckets are worked from the top, each match's likeness computed (or left pending when it cannot change
   * the match's tenth); once `count` matches have reached the bucket's tenth, every match left in lower
   * buckets falls below all of them, whatever its likeness.
   */
  addToReachable(matches: MatchColumns, total: number, count: number): Int32Array {
    const relevance = matches.relevance;
    const slots = matches.slots;
    const trigrams = this.nameTrigrams;
    const matcher = this.typed;
    const typedTrigrams = matcher.size;
    const signatures = this.nameSignatures.array;
    const bucketOf = matches.bucket;
    const sizes = new Int32Array(TENTH_BUCKETS);
    for (let match = 0; match < total; match++) {
      const slot = slots[match] as number;
      const length = trigrams.end(slot) - trigrams.start(slot);
      const shared = Math.min(length, typedTrigrams, matcher.mostShared(signatures, SIGNATURE_WORDS * slot));
      const most = shared === 0 ? 0 : Math.fround(shared / (length + typedTrigrams - shared));
      const bucket = tenthBucket((relevance[match] as number) + NAME_LIKENESS_WEIGHT * most);
      bucketOf[match] = bucket;
      sizes[bucket] = (sizes[bucket] as number) + 1;
    }
    // Highest bucket first: bucket b starts at `starts[b]` in `byBucket`.
    const starts = new Int32Array(TENTH_BUCKETS);
    for (let bucket = TENTH_BUCKETS - 1, at = 0; bucket >= 0; bucket--) {
      starts[bucket] = at;
      at += sizes[bucket] as number;
    }
    const byBucket = new Int32Array(total);
    const filled = starts.slice();
    for (let match = 0; match < total; match++) {
      const bucket = bucketOf[match] as number;
      byBucket[filled[bucket] as number] = match;
      filled[bucket] = (filled[bucket] as number) + 1;
    }
    const reached = new Int32Array(TENTH_BUCKETS);
    const pending = matches.pending;
    let done = 0;
    for (let bucket = TENTH_BUCKETS - 1; bucket >= 0 && done < total; bucket--) {
      const end = done + (sizes[bucket] as number);
      for (; done < end; done++) {
        const match = byBucket[done] as number;
        // Already in its bucket's tenth without it: the likeness can only break ties (settle).
        const sure = bucket < TENTH_BUCKETS - 1 && tenthBucket(relevance[match] as number) === bucket;
        pending[match] = sure ? 1 : 0;
        if (!sure) relevance[match] = (relevance[match] as number) + this.of(slots[match] as number);
        const tenth = tenthBucket(relevance[match] as number);
        reached[tenth] = (reached[tenth] as number) + 1;
      }
      let atOrAbove = 0;
      for (let tenth = bucket; tenth < TENTH_BUCKETS; tenth++) atOrAbove += reached[tenth] as number;
      if (atOrAbove >= count) break;
    }
    return byBucket.subarray(0, done);
  }

  /** Adds the likeness addToReachable left pending to the match's relevance (its tenth stays the same). */
  settle(matches: MatchColumns, match: number): void {
    if (!matches.pending[match]) return;
    matches.pending[match] = 0;
    matches.relevance[match] = (matches.relevance[match] as number) + this.of(matches.slots[match] as number);
  }

  get bytes(): number {
    return this.nameTrigrams.bytes + this.nameSignatures.bytes;
  }
}
