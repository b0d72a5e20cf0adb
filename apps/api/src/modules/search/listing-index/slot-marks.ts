/**
 * Scratch marks, one per slot, for set operations: each use takes fresh tags, so the marks never need
 * clearing. Searches run one at a time (findMatches is synchronous), so one set serves them all.
 */
export class SlotMarks {
  array = new Int32Array(0);
  private epoch = 0;

  /** `slots`: the index's slots, live and dead (its ids), which the marks grow to cover. */
  constructor(private readonly slots: { readonly length: number }) {}

  /** A fresh epoch, with room for `count` consecutive tags: the first is returned. */
  fresh(count: number): number {
    if (this.array.length < this.slots.length) {
      this.array = new Int32Array(Math.max(Math.ceil(this.slots.length * 1.25), 1024));
      this.epoch = 0;
    }
    if (this.epoch + count + 1 >= 0x7fffffff) {
      this.array.fill(0);
      this.epoch = 0;
    }
    const base = this.epoch + 1;
    this.epoch += count + 1;
    return base;
  }

  /** Marks the slots with a fresh tag, and gives the tag. */
  mark(slots: Int32Array): number {
    const tag = this.fresh(1);
    for (let i = 0; i < slots.length; i++) this.array[slots[i] as number] = tag;
    return tag;
  }
}
