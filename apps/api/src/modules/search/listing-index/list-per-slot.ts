import { GrowableArray } from './growable-array.ts';

/** A list of numbers per slot, all in one array: slot s holds `values[starts[s]]` up to the next slot's start. */
export class ListPerSlot<Values extends Int32Array | Uint16Array> {
  private readonly starts = new GrowableArray(Int32Array);
  readonly values: GrowableArray<Values>;

  constructor(make: { new (length: number): Values }) {
    this.values = new GrowableArray(make);
  }

  push(list: ArrayLike<number>): void {
    this.starts.push(this.values.length);
    for (let i = 0; i < list.length; i++) this.values.push(list[i] as number);
  }

  start(slot: number): number {
    return this.starts.array[slot] as number;
  }

  end(slot: number): number {
    return slot + 1 < this.starts.length ? (this.starts.array[slot + 1] as number) : this.values.length;
  }

  get bytes(): number {
    return this.starts.bytes + this.values.bytes;
  }
}
