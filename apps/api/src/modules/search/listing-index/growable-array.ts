type TypedArray = Int32Array | Uint8Array | Uint16Array | Float32Array | Float64Array;

/** A typed array that grows by doubling: `array` holds `length` values, then spare room. */
export class GrowableArray<Values extends TypedArray> {
  array: Values;
  length = 0;

  constructor(private readonly make: { new (length: number): Values }) {
    this.array = new make(4);
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const grown = new this.make(this.array.length * 2);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }

  get bytes(): number {
    return this.array.byteLength;
  }
}
