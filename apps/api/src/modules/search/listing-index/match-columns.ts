/**
 * Scratch columns of one search's matches, a match being its place in them (searches run one at a time:
 * findMatches is synchronous).
 */
export class MatchColumns {
  slots = new Int32Array(0);
  relevance = new Float64Array(0);
  /** Kilometres from the search's point; NaN without one. */
  distance = new Float64Array(0);
  /** 1 for a match in the search's preferred place, or for every match when it has none. */
  inPlace = new Uint8Array(0);
  /** 1 for a match of the search's preferred facility type, or for every match when it has none. */
  ofType = new Uint8Array(0);
  /** 1 where NameLikeness.addToReachable left a match's likeness to be added when a tie needs it. */
  pending = new Uint8Array(0);
  /** Each match's bucket in NameLikeness.addToReachable. */
  bucket = new Uint8Array(0);

  /** Room for this many matches. */
  makeRoom(count: number): void {
    if (this.slots.length >= count) return;
    const size = Math.max(Math.ceil(count * 1.25), 1024);
    this.slots = new Int32Array(size);
    this.relevance = new Float64Array(size);
    this.distance = new Float64Array(size);
    this.inPlace = new Uint8Array(size);
    this.ofType = new Uint8Array(size);
    this.pending = new Uint8Array(size);
    this.bucket = new Uint8Array(size);
  }
}
