import type { IndexedDocument, MatchSummary } from '../search-types.ts';
import { NONE, type Codes } from './columns.ts';
import { GrowableArray } from './growable-array.ts';
import { ListPerSlot } from './list-per-slot.ts';

const FACET_ROW = 5;
const FACILITY_FLAG = 1;
/** A listing that takes an insurer outside the first MASKED_INSURERS: its insurers are counted from its list. */
const INSURERS_LISTED_FLAG = 2;
/** Insurers given a bit of a listing's facet row, in the order the index first met them. */
const MASKED_INSURERS = 64;

/** The facets of a search's matches, as MatchSummary gives them. */
type Facets = Pick<MatchSummary, 'facilityTypes' | 'ownership' | 'level' | 'states' | 'insurance'>;

/**
 * What the facets count, FACET_ROW values per slot side by side, so that counting a match reads one or two
 * cache lines rather than one in each column: facility type, state, flags with ownership and level
 * (FACILITY_FLAG | INSURERS_LISTED_FLAG | ownership << 2 | level << 10), and its insurers as 64 bits, the
 * low 32 and the high 32 (bit b: `maskedInsurers[b]`). A listing with INSURERS_LISTED_FLAG has no bits set:
 * its insurers are counted from `listedInsurers`.
 */
export class FacetRows {
  private readonly rows = new GrowableArray(Int32Array);
  /** The insurers of the listings with INSURERS_LISTED_FLAG; none for the others. */
  private readonly listedInsurers = new ListPerSlot(Int32Array);
  /** The insurers given a bit in the facet rows, by bit, and each one's bit. */
  private readonly maskedInsurers: number[] = [];
  private readonly insurerBits = new Map<number, number>();
  /** The largest state, facility type, term and insurer id held: the size of the counters. */
  private largestId = 0;

  /** Adds the next slot's row; `ownership` and `level` are the listing's codes. */
  push(document: IndexedDocument, ownership: number, level: number): void {
    const insurers = this.insurerMask(document.insuranceIds);
    // Only the listings whose insurers are not all in the facet row need their list.
    this.listedInsurers.push(insurers ? [] : document.insuranceIds);
    this.rows.push(document.facilityTypeId ?? NONE);
    this.rows.push(document.stateId ?? NONE);
    this.rows.push(
      (document.kind === 'facility' ? FACILITY_FLAG : 0) |
        (insurers ? 0 : INSURERS_LISTED_FLAG) |
        (ownership << 2) |
        (level << 10),
    );
    this.rows.push(insurers?.[0] ?? 0);
    this.rows.push(insurers?.[1] ?? 0);
    this.largestId = Math.max(
      this.largestId,
      document.stateId ?? 0,
      document.facilityTypeId ?? 0,
      ...document.termIds,
      ...document.insuranceIds,
    );
  }

  /**
   * The insurers as 64 bits (low, high), each given its bit the first time the index meets it; null when one
   * of them is outside the first MASKED_INSURERS, or is named twice (the statement counts it twice, a bit
   * once).
   */
  private insurerMask(insuranceIds: readonly number[]): [number, number] | null {
    const halves: [number, number] = [0, 0];
    for (const id of insuranceIds) {
      let bit = this.insurerBits.get(id);
      if (bit === undefined) {
        bit = this.maskedInsurers.length;
        if (bit >= MASKED_INSURERS) return null;
        this.insurerBits.set(id, bit);
        this.maskedInsurers.push(id);
      }
      const half = bit >> 5;
      const mask = 1 << (bit & 31);
      if ((halves[half] as number) & mask) return null;
      halves[half] = (halves[half] as number) | mask;
    }
    return halves;
  }

  /** The facet counts of the first `total` of the slots, and how many of them are facilities. */
  count(slots: Int32Array, total: number, codes: Codes): { facilityCount: number; facets: Facets } {
    const rows = this.rows.array;
    const listedInsurers = this.listedInsurers;
    const counters = this.largestId + 1;
    const typeCounts = new Int32Array(counters);
    const stateCounts = new Int32Array(counters);
    const insuranceCounts = new Int32Array(counters);
    const ownershipCounts = new Int32Array(codes.count);
    const levelCounts = new Int32Array(codes.count);
    const perInsurerBit = new Int32Array(MASKED_INSURERS);
    let facilityCount = 0;
    for (let match = 0; match < total; match++) {
      const slot = slots[match] as number;
      const row = slot * FACET_ROW;
      const flags = rows[row + 2] as number;
      if (flags & FACILITY_FLAG) {
        facilityCount++;
        add(ownershipCounts, (flags >> 2) & 0xff);
        add(levelCounts, flags >> 10);
      }
      const type = rows[row] as number;
      if (type !== NONE) add(typeCounts, type);
      const state = rows[row + 1] as number;
      if (state !== NONE) add(stateCounts, state);
      addSetBits(perInsurerBit, rows[row + 3] as number, 0);
      addSetBits(perInsurerBit, rows[row + 4] as number, 32);
      if (flags & INSURERS_LISTED_FLAG) {
        const end = listedInsurers.end(slot);
        for (let at = listedInsurers.start(slot); at < end; at++) {
          add(insuranceCounts, listedInsurers.values.array[at] as number);
        }
      }
    }
    this.maskedInsurers.forEach((id, bit) => {
      insuranceCounts[id] = (insuranceCounts[id] as number) + (perInsurerBit[bit] as number);
    });
    const counted = (values: Int32Array, skipZero: boolean) => {
      const found: { value: number; count: number }[] = [];
      for (let value = skipZero ? 1 : 0; value < values.length; value++) {
        if (values[value]) found.push({ value, count: values[value] as number });
      }
      return found;
    };
    const coded = (values: Int32Array) =>
      counted(values, true).map(({ value, count }) => ({ value: codes.valueOf(value), count }));
    return {
      facilityCount,
      facets: {
        facilityTypes: counted(typeCounts, false),
        ownership: coded(ownershipCounts),
        level: coded(levelCounts),
        states: counted(stateCounts, false),
        insurance: counted(insuranceCounts, false),
      },
    };
  }

  get bytes(): number {
    return this.rows.bytes + this.listedInsurers.bytes;
  }
}

function add(counts: Int32Array, at: number): void {
  counts[at] = (counts[at] as number) + 1;
}

/** Counts each bit set in the 32-bit word, bit b at `counts[firstBit + b]`. */
function addSetBits(counts: Int32Array, word: number, firstBit: number): void {
  for (let bits = word; bits !== 0; bits &= bits - 1) add(counts, firstBit + 31 - Math.clz32(bits & -bits));
}
