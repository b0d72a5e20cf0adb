import { WEEKDAYS, MIN_REVIEWS_FOR_RATING_RANK } from '@carefinder/contracts';
import { EARTH_RADIUS_KM, boundingBox, type BoundingBox } from '../geometry.ts';
import {
  NAME_LIKENESS_WEIGHT,
  RANK_WEIGHT_VALUES,
  type IndexedDocument,
  type ListingRow,
  type MatchSummary,
  type NearPoint,
  type OpenNowClock,
  type ResolvedSearch,
  type TextQuery,
} from '../search-types.ts';
import type { NameMatchRow } from '../service.ts';
import { byteOrder, lowerBound } from '../sorted.ts';
import { GrowableArray } from './growable-array.ts';
import { SlotLists, mapCellOf, mapCellsOf, unionOfDisjoint } from './slot-lists.ts';
import {
  addToRankOr,
  endRankOr,
  parseTsvector,
  rankWeights,
  tsRank,
  wordWeight,
  type WordPositions,
} from './text-rank.ts';
import { SIGNATURE_WORDS, TrigramMatcher, trigramSignature, trigramsOf } from './trigrams.ts';

/**
 * Where a word occurs: the slots holding it (ascending) and, for each, its packed positions and, once a
 * search has asked, its weight in that listing's rank (`wordWeight`).
 */
class Posting {
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
        wordWeight(WEIGHTS, this.positions.array, this.starts.array[entry] as number, this.endOf(entry)),
      );
    }
    return this.weights.array;
  }
}

/** A list of numbers per slot, all in one array: slot s holds `values[starts[s]]` up to the next slot's start. */
class ListPerSlot<Values extends Int32Array | Uint16Array> {
  readonly starts = new GrowableArray(Int32Array);
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

const NONE = -1;
const WEIGHTS = rankWeights(RANK_WEIGHT_VALUES);
const DAY_NUMBER = new Map(WEEKDAYS.map((day, index) => [day, index]));
/** Per day: open and close (seconds since midnight) and flags; a day without an entry has none set. */
const HOURS_PER_DAY = 3;
const HOURS_PER_SLOT = WEEKDAYS.length * HOURS_PER_DAY;
const HAS_ENTRY = 1;
const ALWAYS_OPEN = 2;
const CLOSED = 4;
const NO_HOURS = new Int32Array(HOURS_PER_SLOT);
/** What openAt knows of a slot. */
const UNKNOWN = 0;
const OPEN = 1;
const SHUT = 2;
const FACET_ROW = 5;
const FACILITY_FLAG = 1;
/** A listing that takes an insurer outside the first MASKED_INSURERS: its insurers are counted from its list. */
const INSURERS_LISTED_FLAG = 2;
/** Insurers given a bit of a listing's facet row, in the order the index first met them. */
const MASKED_INSURERS = 64;
/** Relevance tenths told apart by addLikeness; a relevance of 25.5 or more shares the top bucket. */
const TENTH_BUCKETS = 256;
const tenthBucket = (relevance: number) =>
  Math.min(TENTH_BUCKETS - 1, Math.max(0, Math.floor(relevance * 10)));

/**
 * Every active listing's search document in memory: the words of its text in postings, the columns a search
 * filters, ranks or counts by in typed arrays, one slot per listing. A listing written again takes a new
 * slot and its old one is marked dead (postings stay sorted by slot); `deadShare` says when a rebuild pays.
 * `findMatches` answers exactly as the statement of repository.ts, from memory and synchronously.
 */
export class ListingIndex {
  private readonly slotById = new Map<string, number>();
  private readonly ids: string[] = [];
  private readonly nameKeys: string[] = [];
  /** What a result shows and the columns do not hold. */
  private readonly shown: {
    name: string;
    phone: string | null;
    address: string | null;
    /** Its opening hours as results give them, once a result has shown it. */
    hours?: ListingRow['hours'];
  }[] = [];
  private readonly statuses = new GrowableArray(Uint8Array);
  private readonly nameTrigrams = new ListPerSlot(Uint16Array);
  /** Each name's trigram signature (trigramSignature), SIGNATURE_WORDS words a slot. */
  private readonly nameSignatures = new GrowableArray(Int32Array);
  private readonly termIds = new ListPerSlot(Int32Array);
  /** The insurers of the listings with INSURERS_LISTED_FLAG (see facetRows); none for the others. */
  private readonly insuranceIds = new ListPerSlot(Int32Array);
  /** HOURS_PER_SLOT values per slot (see packHours), all zero for a listing without hours. */
  private readonly hours = new GrowableArray(Int32Array);
  private readonly alive = new GrowableArray(Uint8Array);
  private readonly isFacility = new GrowableArray(Uint8Array);
  private readonly stateIds = new GrowableArray(Int32Array);
  private readonly lgaIds = new GrowableArray(Int32Array);
  private readonly facilityTypeIds = new GrowableArray(Int32Array);
  private readonly ownership = new GrowableArray(Uint8Array);
  private readonly level = new GrowableArray(Uint8Array);
  private readonly latitude = new GrowableArray(Float64Array);
  private readonly longitude = new GrowableArray(Float64Array);
  private readonly averageRating = new GrowableArray(Float64Array);
  private readonly reviewsCount = new GrowableArray(Int32Array);
  private readonly verified = new GrowableArray(Uint8Array);
  /**
   * What the facets count, FACET_ROW values per slot side by side, so that counting a match reads one or two
   * cache lines rather than one in each column: facility type, state, flags with ownership and level
   * (FACILITY_FLAG | INSURERS_LISTED_FLAG | ownership << 2 | level << 10), and its insurers as 64 bits, the
   * low 32 and the high 32 (bit b: `maskedInsurers[b]`). A listing with INSURERS_LISTED_FLAG has no bits set:
   * its insurers are counted from `insuranceIds`.
   */
  private readonly facetRows = new GrowableArray(Int32Array);
  /** The insurers given a bit in the facet rows, by bit, and each one's bit. */
  private readonly maskedInsurers: number[] = [];
  private readonly insurerBits = new Map<number, number>();
  private readonly postings = new Map<string, Posting>();
  /** The slots of each value a search filters on: a search without text reads the fewest of them. */
  private readonly slotsByState = new SlotLists();
  private readonly slotsByLga = new SlotLists();
  private readonly slotsByFacilityType = new SlotLists();
  private readonly slotsByTerm = new SlotLists();
  private readonly slotsByOwnership = new SlotLists();
  private readonly slotsByLevel = new SlotLists();
  private readonly slotsByMapCell = new SlotLists();
  /** Ownership and level values by code (0 is none). */
  private readonly codes = new Map<string, number>();
  private readonly values: (string | null)[] = [null];
  /** The largest term, state and code number held: the size of the counters. */
  private largestId = 0;
  /** Autocomplete: the words of each name and its keywords (as the name_words column), and their order. */
  private readonly nameWords = new Map<string, GrowableArray<Int32Array>>();
  private sortedNameWords: string[] | null = null;
  /** Live and dead slots by name key then id; null until `seal` (a build sorts once, at its end). */
  private byName: number[] | null = null;
  /** Each slot's place in `byName`; null until a search asks for it after a write. */
  private nameRanksHeld: Int32Array | null = null;
  /** Scratch marks for set operations, tagged by `epoch` so they never need clearing. */
  private marks = new Int32Array(0);
  private epoch = 0;
  /** Scratch marks of the slots a search's filter holds, tagged in the same way. */
  private filterMarks = new Int32Array(0);
  private filterEpoch = 0;
  /** Who is open in the minute the last open-now search asked about (see openAt). */
  private openNow = { minute: '', slots: new Uint8Array(0) };
  private readonly trigramMatcher = new TrigramMatcher();
  /** Scratch columns of one search's matches (searches run one at a time: findMatches is synchronous). */
  private matchSlots = new Int32Array(0);
  private matchRelevance = new Float64Array(0);
  private matchDistance = new Float64Array(0);
  private matchInPlace = new Uint8Array(0);
  /** 1 where addLikeness left a match's likeness to be added when a tie needs it. */
  private matchPending = new Uint8Array(0);
  /** Each match's bucket in addLikeness. */
  private matchBucket = new Uint8Array(0);

  get size(): number {
    return this.slotById.size;
  }

  /** The share of slots held by listings written again or removed since the index was built. */
  get deadShare(): number {
    return this.ids.length === 0 ? 0 : 1 - this.slotById.size / this.ids.length;
  }

  /** Adds the listing, or replaces what the index held of it. */
  put(document: IndexedDocument): void {
    this.remove(document.id);
    const slot = this.ids.length;
    this.slotById.set(document.id, slot);
    this.ids.push(document.id);
    this.nameKeys.push(document.nameKey);
    this.shown.push({ name: document.name, phone: document.phone, address: document.address });
    this.statuses.push(this.codeOf(document.status));
    const nameTrigrams = trigramsOf(document.nameKey);
    this.nameTrigrams.push(nameTrigrams);
    for (const word of trigramSignature(nameTrigrams)) this.nameSignatures.push(word);
    this.termIds.push(document.termIds);
    const insurers = this.insurerMask(document.insuranceIds);
    // Only the listings whose insurers are not all in the facet row need their list.
    this.insuranceIds.push(insurers ? [] : document.insuranceIds);
    const hours = document.hours ? packHours(document.hours) : NO_HOURS;
    for (const value of hours) this.hours.push(value);
    this.alive.push(1);
    this.isFacility.push(document.kind === 'facility' ? 1 : 0);
    this.stateIds.push(document.stateId ?? NONE);
    this.lgaIds.push(document.lgaId ?? NONE);
    this.facilityTypeIds.push(document.facilityTypeId ?? NONE);
    this.ownership.push(this.codeOf(document.ownership));
    this.level.push(this.codeOf(document.level));
    this.latitude.push(document.latitude ?? Number.NaN);
    this.longitude.push(document.longitude ?? Number.NaN);
    this.listSlot(slot, document);
    this.averageRating.push(document.averageRating ?? Number.NaN);
    this.reviewsCount.push(document.reviewsCount);
    this.verified.push(document.verified ? 1 : 0);
    this.facetRows.push(document.facilityTypeId ?? NONE);
    this.facetRows.push(document.stateId ?? NONE);
    this.facetRows.push(
      (document.kind === 'facility' ? FACILITY_FLAG : 0) |
        (insurers ? 0 : INSURERS_LISTED_FLAG) |
        ((this.ownership.array[slot] as number) << 2) |
        ((this.level.array[slot] as number) << 10),
    );
    this.facetRows.push(insurers?.[0] ?? 0);
    this.facetRows.push(insurers?.[1] ?? 0);
    this.largestId = Math.max(
      this.largestId,
      document.stateId ?? 0,
      document.facilityTypeId ?? 0,
      ...document.termIds,
      ...document.insuranceIds,
    );
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
    if (this.byName) this.byName.splice(this.nameOrderIndex(slot), 0, slot);
    this.nameRanksHeld = null;
    for (const { word, positions } of parseTsvector(document.document)) {
      let posting = this.postings.get(word);
      if (!posting) {
        posting = new Posting();
        this.postings.set(word, posting);
      }
      posting.add(slot, positions);
    }
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

  private listSlot(slot: number, document: IndexedDocument): void {
    if (document.stateId !== null) this.slotsByState.add(document.stateId, slot);
    if (document.lgaId !== null) this.slotsByLga.add(document.lgaId, slot);
    if (document.facilityTypeId !== null) this.slotsByFacilityType.add(document.facilityTypeId, slot);
    for (const termId of new Set(document.termIds)) this.slotsByTerm.add(termId, slot);
    this.slotsByOwnership.add(this.ownership.array[slot] as number, slot);
    this.slotsByLevel.add(this.level.array[slot] as number, slot);
    const cell = mapCellOf(document.latitude ?? Number.NaN, document.longitude ?? Number.NaN);
    if (cell !== null) this.slotsByMapCell.add(cell, slot);
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.slotById.delete(id);
    this.alive.array[slot] = 0;
  }

  /** Ends a build: the name order is sorted once, and kept in order by each later write. */
  seal(): void {
    this.byName = Array.from({ length: this.ids.length }, (_, slot) => slot).sort((a, b) =>
      this.byNameKey(a, b),
    );
  }

  private byNameKey(a: number, b: number): number {
    return (
      byteOrder(this.nameKeys[a] as string, this.nameKeys[b] as string) ||
      byteOrder(this.ids[a] as string, this.ids[b] as string)
    );
  }

  /** Where the slot belongs in the name order (the first place not before it). */
  private nameOrderIndex(slot: number): number {
    const order = this.byName ?? [];
    return lowerBound(order.length, (at) => this.byNameKey(order[at] as number, slot) < 0);
  }

  /**
   * repository.ts `findNameMatches` from memory: names starting with the typed key, in name order; then,
   * while there is room, names (or keywords) holding every typed word, the last as a prefix (when
   * `lastAsPrefix`), in name order. The statement orders a sample of the first 50 such names it finds; here
   * every one is considered.
   */
  namesMatching(typed: readonly string[], lastAsPrefix: boolean, limit: number): NameMatchRow[] {
    if (!this.byName) this.seal();
    const order = this.byName as number[];
    const typedKey = typed.join(' ');
    const alive = this.alive.array;
    const found: number[] = [];
    let at = this.lowerBoundOfName(typedKey);
    for (; at < order.length && found.length < limit; at++) {
      const slot = order[at] as number;
      if (!(this.nameKeys[slot] as string).startsWith(typedKey)) break;
      if (alive[slot]) found.push(slot);
    }
    if (found.length < limit && lastAsPrefix) {
      const taken = new Set(found);
      const holders = this.nameWordHolders(typed).filter((slot) => alive[slot] && !taken.has(slot));
      found.push(...this.firstByName(holders, limit - found.length));
    }
    return found.map((slot) => {
      const nullable = (value: number) => (value === NONE ? null : value);
      return {
        id: this.ids[slot] as string,
        kind: this.isFacility.array[slot] ? 'facility' : 'provider',
        name: (this.shown[slot] as { name: string }).name,
        stateId: nullable(this.stateIds.array[slot] as number),
        lgaId: nullable(this.lgaIds.array[slot] as number),
      };
    });
  }

  /** Each slot's place in the name order (by name key, then id), live and dead slots alike. */
  private nameRanks(): Int32Array {
    if (!this.byName) this.seal();
    if (!this.nameRanksHeld) {
      const order = this.byName as number[];
      this.nameRanksHeld = new Int32Array(this.ids.length);
      for (let at = 0; at < order.length; at++) this.nameRanksHeld[order[at] as number] = at;
    }
    return this.nameRanksHeld;
  }

  /**
   * The first `count` of the slots in name order, by their place in it: a word as common as "clinic" has
   * tens of thousands of holders, which sorting by name would compare string by string.
   */
  private firstByName(slots: readonly number[], count: number): number[] {
    const ranks = this.nameRanks();
    const rankOf = (at: number) => ranks[slots[at] as number] as number;
    return topInOrder(slots.length, count, (a, b) => rankOf(a) - rankOf(b)).map((at) => slots[at] as number);
  }

  /** Marks the slots named exactly `nameKey` with a fresh tag, and returns it (-1, matching none, for null). */
  private markExactNames(nameKey: string | null): number {
    if (nameKey === null) return -1;
    if (!this.byName) this.seal();
    const order = this.byName as number[];
    const tag = this.nextEpoch(1);
    for (let at = this.lowerBoundOfName(nameKey); at < order.length; at++) {
      const slot = order[at] as number;
      if (this.nameKeys[slot] !== nameKey) break;
      this.marks[slot] = tag;
    }
    return tag;
  }

  private lowerBoundOfName(key: string): number {
    const order = this.byName as number[];
    return lowerBound(order.length, (at) => (this.nameKeys[order[at] as number] as string) < key);
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
    const base = this.nextEpoch(groups.length);
    const holders: number[] = [];
    groups.forEach((group, index) => {
      for (const slots of group) {
        for (let i = 0; i < slots.length; i++) {
          const slot = slots.array[i] as number;
          if (index === 0 ? this.marks[slot] !== base : this.marks[slot] === base + index - 1) {
            this.marks[slot] = base + index;
            if (index === groups.length - 1) holders.push(slot);
          }
        }
      }
    });
    return holders;
  }

  /** What results show of these listings; one the index lacks is left out. */
  listings(ids: readonly string[]): ListingRow[] {
    return ids.flatMap((id) => {
      const slot = this.slotById.get(id);
      if (slot === undefined) return [];
      const shown = this.shown[slot] as (typeof this.shown)[number];
      const nullable = (value: number, none: number) =>
        value === none || Number.isNaN(value) ? null : value;
      const row: ListingRow = {
        id,
        kind: this.isFacility.array[slot] ? 'facility' : 'provider',
        name: shown.name,
        phone: shown.phone,
        verified: this.verified.array[slot] === 1,
        status: this.values[this.statuses.array[slot] as number] as ListingRow['status'],
        latitude: nullable(this.latitude.array[slot] as number, NONE),
        longitude: nullable(this.longitude.array[slot] as number, NONE),
        averageRating: nullable(this.averageRating.array[slot] as number, NONE),
        reviewsCount: this.reviewsCount.array[slot] as number,
        facilityTypeId: nullable(this.facilityTypeIds.array[slot] as number, NONE),
        stateId: nullable(this.stateIds.array[slot] as number, NONE),
        lgaId: nullable(this.lgaIds.array[slot] as number, NONE),
        address: shown.address,
        termIds: [...this.termIds.values.array.subarray(this.termIds.start(slot), this.termIds.end(slot))],
        hours: (shown.hours ??= unpackHours(this.hours.array, slot * HOURS_PER_SLOT)),
      };
      return [row];
    });
  }

  /** Bytes held in typed arrays (the postings, lists and columns); strings and maps come on top. */
  typedArrayBytes(): number {
    let bytes = 0;
    for (const posting of this.postings.values()) {
      bytes += posting.bytes;
    }
    for (const column of [
      this.hours,
      this.alive,
      this.isFacility,
      this.stateIds,
      this.lgaIds,
      this.facilityTypeIds,
      this.ownership,
      this.level,
      this.latitude,
      this.longitude,
      this.averageRating,
      this.reviewsCount,
      this.verified,
      this.nameTrigrams,
      this.nameSignatures,
      this.termIds,
      this.insuranceIds,
      this.slotsByState,
      this.slotsByLga,
      this.slotsByFacilityType,
      this.slotsByTerm,
      this.slotsByOwnership,
      this.slotsByLevel,
      this.slotsByMapCell,
    ]) {
      bytes += column.bytes;
    }
    return bytes;
  }

  private codeOf(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** A fresh epoch for the scratch marks, with room for `count` consecutive tags. */
  private nextEpoch(count: number): number {
    if (this.marks.length < this.ids.length) {
      this.marks = new Int32Array(Math.max(Math.ceil(this.ids.length * 1.25), 1024));
      this.epoch = 0;
    }
    if (this.epoch + count + 1 >= 0x7fffffff) {
      this.marks.fill(0);
      this.epoch = 0;
    }
    const base = this.epoch + 1;
    this.epoch += count + 1;
    return base;
  }

  /**
   * Which slots are open at the search's minute (OPEN, SHUT, or UNKNOWN until a search asks): every search
   * in the same minute shares what the others worked out, one byte a listing, instead of reading its hours.
   * A listing written again takes a new slot, so what is known of a slot never changes within the minute.
   */
  private openAt(clock: NonNullable<CompiledFilter['openNow']>): Uint8Array {
    const minute = `${clock.today} ${clock.yesterday} ${clock.second}`;
    if (this.openNow.minute !== minute || this.openNow.slots.length < this.ids.length) {
      this.openNow = { minute, slots: new Uint8Array(Math.max(Math.ceil(this.ids.length * 1.25), 1024)) };
    }
    return this.openNow.slots;
  }

  /** Marks the slots with a fresh tag of `filterMarks`, and gives the tag. */
  private markFiltered(slots: Int32Array): number {
    if (this.filterMarks.length < this.ids.length || this.filterEpoch === 0x7fffffff) {
      this.filterMarks = new Int32Array(Math.max(Math.ceil(this.ids.length * 1.25), 1024));
      this.filterEpoch = 0;
    }
    const tag = ++this.filterEpoch;
    for (let i = 0; i < slots.length; i++) this.filterMarks[slots[i] as number] = tag;
    return tag;
  }

  /**
   * The slots whose text matches the query: every group (`all`) or any group (`any`); live ones only, but
   * for one word's postings, which are given as they are.
   */
  private textMatches(text: TextQuery): ArrayLike<number> {
    const groups = text.groups
      .filter((group) => group.length > 0)
      .map((group) => [...new Set(group)].flatMap((word) => this.postings.get(word) ?? []));
    if (text.mode === 'all' && groups.some((postings) => postings.length === 0)) return [];
    const only = groups.length === 1 && groups[0]?.length === 1 ? groups[0][0] : undefined;
    if (only) return only.slots.array.subarray(0, only.slots.length);
    const alive = this.alive.array;
    const matched: number[] = [];
    if (text.mode === 'any' || groups.length === 1) {
      const tag = this.nextEpoch(1);
      const marks = this.marks;
      for (const postings of groups) {
        for (const posting of postings) {
          const slots = posting.slots.array;
          for (let i = 0; i < posting.slots.length; i++) {
            const slot = slots[i] as number;
            if (marks[slot] !== tag && alive[slot]) {
              marks[slot] = tag;
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
    const base = this.nextEpoch(ordered.length);
    const marks = this.marks;
    ordered.forEach((postings, index) => {
      const had = base + index - 1;
      const has = base + index;
      const last = index === ordered.length - 1;
      for (const posting of postings) {
        const slots = posting.slots.array;
        for (let i = 0; i < posting.slots.length; i++) {
          const slot = slots[i] as number;
          if (index === 0 ? marks[slot] !== has && alive[slot] : marks[slot] === had) {
            marks[slot] = has;
            if (last) matched.push(slot);
          }
        }
      }
    });
    return matched;
  }

  /**
   * The slots of the filter that holds the fewest, or null when no filter has a list. Every filter is still
   * checked for each slot, but for a term the list stands for (`termId`).
   */
  private filteredSlots(
    search: ResolvedSearch,
    filter: CompiledFilter,
    box: BoundingBox | null,
  ): { slots: Int32Array; termId: number | null } | null {
    const choices: { lists: Int32Array[]; termId: number | null }[] = [];
    const choose = (lists: Int32Array[], termId: number | null = null) => choices.push({ lists, termId });
    if (search.stateId !== null) choose([this.slotsByState.of(search.stateId)]);
    if (search.lgaIds !== null) choose(search.lgaIds.map((id) => this.slotsByLga.of(id)));
    if (search.facilityTypeId !== null) choose([this.slotsByFacilityType.of(search.facilityTypeId)]);
    for (const termId of search.termIds) choose([this.slotsByTerm.of(termId)], termId);
    if (filter.ownership !== null) choose([this.slotsByOwnership.of(filter.ownership)]);
    if (filter.level !== null) choose([this.slotsByLevel.of(filter.level)]);
    const cells = box ? mapCellsOf(box) : null;
    if (cells) choose(cells.map((cell) => this.slotsByMapCell.of(cell)));
    const sizeOf = (lists: Int32Array[]) => lists.reduce((sum, list) => sum + list.length, 0);
    let fewest: (typeof choices)[number] | null = null;
    for (const choice of choices) {
      if (fewest === null || sizeOf(choice.lists) < sizeOf(fewest.lists)) fewest = choice;
    }
    return fewest && { slots: unionOfDisjoint(fewest.lists), termId: fewest.termId };
  }

  /**
   * The slots to consider before the filters: the text's matches (with, for a preferred place, the place's
   * listings matching its other words), or null for every slot.
   */
  private candidates(search: ResolvedSearch): ArrayLike<number> | null {
    if (search.text === null) return null;
    const place = search.preferredPlace;
    if (!place) return this.textMatches(search.text);
    const matched = Array.from(this.textMatches(search.text));
    const inPlace = place.text === null ? null : this.textMatches(place.text);
    const seen = this.nextEpoch(1);
    for (const slot of matched) this.marks[slot] = seen;
    const count = inPlace ? inPlace.length : this.ids.length;
    for (let i = 0; i < count; i++) {
      const slot = inPlace ? (inPlace[i] as number) : i;
      if (this.marks[slot] !== seen && this.alive.array[slot] && this.inPlace(slot, place)) {
        this.marks[slot] = seen;
        matched.push(slot);
      }
    }
    return matched;
  }

  private inPlace(slot: number, place: ResolvedSearch['preferredPlace']): boolean {
    if (!place) return true;
    return (
      this.stateIds.array[slot] === place.stateId &&
      (place.lgaId === null || this.lgaIds.array[slot] === place.lgaId)
    );
  }

  /** Whether the slot holds every one of the terms. */
  private holdsTerms(slot: number, termIds: readonly number[]): boolean {
    const held = this.termIds.values.array;
    const end = this.termIds.end(slot);
    for (const id of termIds) {
      let found = false;
      for (let at = this.termIds.start(slot); at < end; at++) {
        if (held[at] === id) {
          found = true;
          break;
        }
      }
      if (!found) return false;
    }
    return true;
  }

  /** Room for this many matches in the scratch columns. */
  private matchRoom(count: number): void {
    if (this.matchSlots.length >= count) return;
    const size = Math.max(Math.ceil(count * 1.25), 1024);
    this.matchSlots = new Int32Array(size);
    this.matchRelevance = new Float64Array(size);
    this.matchDistance = new Float64Array(size);
    this.matchInPlace = new Uint8Array(size);
    this.matchPending = new Uint8Array(size);
    this.matchBucket = new Uint8Array(size);
  }

  findMatches(search: ResolvedSearch): MatchSummary {
    const { total, facilityCount, likenessLater, counts } = this.scan(search);
    const count = search.offset + search.limit;
    const order = this.comparator(search, likenessLater);
    const reachable = likenessLater ? this.addLikeness(total, count) : null;
    const page = (
      reachable
        ? topInOrder(reachable.length, count, (a, b) =>
            order(reachable[a] as number, reachable[b] as number),
          ).map((at) => reachable[at] as number)
        : topInOrder(total, count, order)
    ).slice(search.offset);
    const counted = (values: Int32Array, skipZero: boolean) => {
      const rows: { value: number; count: number }[] = [];
      for (let value = skipZero ? 1 : 0; value < values.length; value++) {
        if (values[value]) rows.push({ value, count: values[value] as number });
      }
      return rows;
    };
    const coded = (values: Int32Array) =>
      counted(values, true).map(({ value, count }) => ({ value: this.values[value] ?? null, count }));
    return {
      total,
      facilityCount,
      page: page.map((match) => {
        const distance = this.matchDistance[match] as number;
        return {
          id: this.ids[this.matchSlots[match] as number] as string,
          distanceKm: Number.isNaN(distance) ? null : distance,
          inPlace: this.matchInPlace[match] === 1,
        };
      }),
      facilityTypes: counted(counts.facilityTypes, false),
      ownership: coded(counts.ownership),
      level: coded(counts.level),
      states: counted(counts.states, false),
      insurance: counted(counts.insurance, false),
    };
  }

  /**
   * Every match of the search into the scratch columns (slot, relevance, distance, in the preferred place),
   * with its facet counts; findMatches makes the page and the facets from them.
   */
  private scan(search: ResolvedSearch) {
    const filter = compileFilter(search, this.codes);
    const near = search.near;
    const box = near ? boundingBox(near) : null;
    const text = search.text;
    const words = text ? [...new Set(text.groups.flat())].sort(byteOrder) : [];
    const wordPostings = words.map((word) => this.postings.get(word) ?? null);
    const positions: WordPositions = {
      count: words.length,
      arrays: words.map(() => null),
      starts: new Int32Array(words.length),
      ends: new Int32Array(words.length),
    };
    const conjunction = text?.mode === 'all' && text.groups.filter((group) => group.length).length > 1;
    // Only an OR of words or a single word ranks by each word's weight alone (an AND reads positions).
    const wordWeights = wordPostings.map((posting) =>
      conjunction ? null : (posting?.entryWeights() ?? null),
    );
    const likeTyped = search.typedNameKey !== null;
    // Ordered by relevance, only the matches that can reach the page need the likeness (addLikeness).
    const likenessLater = likeTyped && search.sort === 'relevance' && search.preferredPlace === null;
    if (search.typedNameKey !== null) this.trigramMatcher.set(trigramsOf(search.typedNameKey));
    const lgaIds = filter.lgaIds;

    const alive = this.alive.array;
    const isFacility = this.isFacility.array;
    const stateIds = this.stateIds.array;
    const lgaIdsOf = this.lgaIds.array;
    const facilityTypeIds = this.facilityTypeIds.array;
    const ownership = this.ownership.array;
    const level = this.level.array;
    const latitudes = this.latitude.array;
    const longitudes = this.longitude.array;
    const ratings = this.averageRating.array;
    const hours = this.hours.array;
    const kind = search.kind === null ? NONE : search.kind === 'facility' ? 1 : 0;
    const openNowClock = filter.openNow;
    const openNow = openNowClock ? this.openAt(openNowClock) : null;

    // In slot order, so each word's postings are read by a cursor that only moves forward.
    const found = this.candidates(search);
    const filtered = this.filteredSlots(search, filter, box);
    // With text, a filter that holds fewer listings than the text matches is checked first, by a mark.
    const markFilter = found !== null && filtered !== null && filtered.slots.length < found.length;
    const candidates = found ? inSlotOrder(found) : (filtered?.slots ?? null);
    const filterTag = markFilter ? this.markFiltered(filtered.slots) : 0;
    const filterMarks = this.filterMarks;
    const exactTag = this.markExactNames(search.exactNameKey);
    const marks = this.marks;
    // The search's fields as locals: read for every slot.
    const { stateId, facilityTypeId, minRating, preferredPlace } = search;
    // A term whose list the candidates come from, or are marked by, needs no check of its own.
    const coveredTerm = filtered && (found === null || markFilter) ? filtered.termId : null;
    const termIds = search.termIds.filter((id) => id !== coveredTerm);
    const cursors = new Int32Array(words.length);
    const candidateCount = candidates ? candidates.length : this.ids.length;
    this.matchRoom(candidateCount);
    const matchSlots = this.matchSlots;
    const matchRelevance = this.matchRelevance;
    const matchDistance = this.matchDistance;
    const matchInPlace = this.matchInPlace;
    let total = 0;
    for (let i = 0; i < candidateCount; i++) {
      const slot = candidates ? (candidates[i] as number) : i;
      if (!alive[slot]) continue;
      if (filterTag && filterMarks[slot] !== filterTag) continue;
      if (kind !== NONE && isFacility[slot] !== kind) continue;
      if (stateId !== null && stateIds[slot] !== stateId) continue;
      if (lgaIds && !lgaIds.has(lgaIdsOf[slot] as number)) continue;
      if (facilityTypeId !== null && facilityTypeIds[slot] !== facilityTypeId) continue;
      if (termIds.length && !this.holdsTerms(slot, termIds)) continue;
      if (filter.ownership !== null && ownership[slot] !== filter.ownership) continue;
      if (filter.level !== null && level[slot] !== filter.level) continue;
      if (minRating !== null && !((ratings[slot] as number) >= minRating)) continue;
      if (openNow && openNowClock) {
        let known = openNow[slot] as number;
        if (known === UNKNOWN) {
          known = isFacility[slot] && isOpen(hours, slot * HOURS_PER_SLOT, openNowClock) ? OPEN : SHUT;
          openNow[slot] = known;
        }
        if (known === SHUT) continue;
      }
      let distanceKm = Number.NaN;
      if (near && box) {
        const latitude = latitudes[slot] as number;
        const longitude = longitudes[slot] as number;
        if (!(latitude >= box.minLatitude && latitude <= box.maxLatitude)) continue;
        if (!(longitude >= box.minLongitude && longitude <= box.maxLongitude)) continue;
        distanceKm = haversineKm(near, latitude, longitude);
        if (!(distanceKm <= near.radiusKm)) continue;
      }
      let relevance = 0;
      if (text) {
        let rank = 0;
        if (conjunction) {
          for (let word = 0; word < words.length; word++) {
            const posting = wordPostings[word];
            const entry = posting ? advance(posting, cursors, word, slot) : -1;
            if (!posting || entry < 0) {
              positions.arrays[word] = null;
              continue;
            }
            positions.arrays[word] = posting.positions.array;
            positions.starts[word] = posting.starts.array[entry] as number;
            positions.ends[word] = posting.endOf(entry);
          }
          rank = tsRank(WEIGHTS, positions, true);
        } else {
          // An OR of words, or one word: the sum of each word's weight, kept by its posting.
          for (let word = 0; word < words.length; word++) {
            const posting = wordPostings[word];
            const entry = posting ? advance(posting, cursors, word, slot) : -1;
            if (entry >= 0) rank = addToRankOr(rank, wordWeights[word]![entry] as number);
          }
          rank = endRankOr(rank, words.length);
        }
        const exact = marks[slot] === exactTag ? 1 : 0;
        const likeness = likeTyped && !likenessLater ? this.likeness(slot) : 0;
        relevance = rank + exact + likeness;
      }
      matchSlots[total] = slot;
      matchRelevance[total] = relevance;
      matchDistance[total] = distanceKm;
      matchInPlace[total] = preferredPlace === null || this.inPlace(slot, preferredPlace) ? 1 : 0;
      total++;
    }

    return { total, likenessLater, ...this.facetCounts(total) };
  }

  /** The facet counts of the search's matches, the first `total` of the scratch columns. */
  private facetCounts(total: number) {
    const slots = this.matchSlots;
    const rows = this.facetRows.array;
    const insuranceIds = this.insuranceIds;
    const counters = this.largestId + 1;
    const typeCounts = new Int32Array(counters);
    const stateCounts = new Int32Array(counters);
    const insuranceCounts = new Int32Array(counters);
    const ownershipCounts = new Int32Array(this.values.length);
    const levelCounts = new Int32Array(this.values.length);
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
        const end = insuranceIds.end(slot);
        for (let at = insuranceIds.start(slot); at < end; at++) {
          add(insuranceCounts, insuranceIds.values.array[at] as number);
        }
      }
    }
    this.maskedInsurers.forEach((id, bit) => {
      insuranceCounts[id] = (insuranceCounts[id] as number) + (perInsurerBit[bit] as number);
    });
    return {
      facilityCount,
      counts: {
        facilityTypes: typeCounts,
        ownership: ownershipCounts,
        level: levelCounts,
        states: stateCounts,
        insurance: insuranceCounts,
      },
    };
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
  private addLikeness(total: number, count: number): Int32Array {
    const relevance = this.matchRelevance;
    const slots = this.matchSlots;
    const trigrams = this.nameTrigrams;
    const matcher = this.trigramMatcher;
    const typedTrigrams = matcher.size;
    const signatures = this.nameSignatures.array;
    const bucketOf = this.matchBucket;
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
    const pending = this.matchPending;
    let done = 0;
    for (let bucket = TENTH_BUCKETS - 1; bucket >= 0 && done < total; bucket--) {
      const end = done + (sizes[bucket] as number);
      for (; done < end; done++) {
        const match = byBucket[done] as number;
        // Already in its bucket's tenth without it: the likeness can only break ties (settleLikeness).
        const sure = bucket < TENTH_BUCKETS - 1 && tenthBucket(relevance[match] as number) === bucket;
        pending[match] = sure ? 1 : 0;
        if (!sure) relevance[match] = (relevance[match] as number) + this.likeness(slots[match] as number);
        const tenth = tenthBucket(relevance[match] as number);
        reached[tenth] = (reached[tenth] as number) + 1;
      }
      let atOrAbove = 0;
      for (let tenth = bucket; tenth < TENTH_BUCKETS; tenth++) atOrAbove += reached[tenth] as number;
      if (atOrAbove >= count) break;
    }
    return byBucket.subarray(0, done);
  }

  /** Adds the likeness addLikeness left pending to the match's relevance (its tenth stays the same). */
  private settleLikeness(match: number): void {
    if (!this.matchPending[match]) return;
    this.matchPending[match] = 0;
    this.matchRelevance[match] =
      (this.matchRelevance[match] as number) + this.likeness(this.matchSlots[match] as number);
  }

  /** What the name's trigram likeness to the typed words adds to the slot's relevance. */
  private likeness(slot: number): number {
    const trigrams = this.nameTrigrams;
    return (
      NAME_LIKENESS_WEIGHT *
      this.trigramMatcher.similarity(trigrams.values.array, trigrams.start(slot), trigrams.end(slot))
    );
  }

  /** repository.ts `ordering` over this search's matches (by their place in the scratch columns). */
  private comparator(search: ResolvedSearch, likenessPending = false): (a: number, b: number) => number {
    const slots = this.matchSlots;
    const relevance = this.matchRelevance;
    const distance = this.matchDistance;
    const inPlace = this.matchInPlace;
    const ids = this.ids;
    const byId = (a: number, b: number) =>
      byteOrder(ids[slots[a] as number] as string, ids[slots[b] as number] as string);
    const ratedFirst = (a: number, b: number) =>
      nullsLast(this.rankedRating(slots[a] as number), this.rankedRating(slots[b] as number), -1);
    const byDistance = (a: number, b: number) => nanLast(distance[a] as number, distance[b] as number);
    const byRelevance = (a: number, b: number) => {
      if (likenessPending) {
        this.settleLikeness(a);
        this.settleLikeness(b);
      }
      return (relevance[b] as number) - (relevance[a] as number);
    };
    let order: (a: number, b: number) => number;
    switch (search.sort) {
      case 'distance':
        order = (a, b) => byDistance(a, b) || byRelevance(a, b) || byId(a, b);
        break;
      case 'rating':
        order = (a, b) =>
          ratedFirst(a, b) ||
          (this.reviewsCount.array[slots[b] as number] as number) -
            (this.reviewsCount.array[slots[a] as number] as number) ||
          byRelevance(a, b) ||
          byId(a, b);
        break;
      case 'relevance': {
        // By name key, then id: the name order's places, compared as numbers.
        const nameRanks = this.nameRanks();
        order = (a, b) =>
          Math.floor((relevance[b] as number) * 10) - Math.floor((relevance[a] as number) * 10) ||
          (this.verified.array[slots[b] as number] as number) -
            (this.verified.array[slots[a] as number] as number) ||
          ratedFirst(a, b) ||
          byDistance(a, b) ||
          byRelevance(a, b) ||
          (nameRanks[slots[a] as number] as number) - (nameRanks[slots[b] as number] as number);
        break;
      }
    }
    if (!search.preferredPlace) return order;
    return (a, b) => (inPlace[b] as number) - (inPlace[a] as number) || order(a, b);
  }

  /** The rating a rating sort ranks by: only with enough reviews behind it. */
  private rankedRating(slot: number): number | null {
    const rating = this.averageRating.array[slot] as number;
    return (this.reviewsCount.array[slot] as number) >= MIN_REVIEWS_FOR_RATING_RANK && !Number.isNaN(rating)
      ? rating
      : null;
  }
}

interface CompiledFilter {
  lgaIds: Set<number> | null;
  ownership: number | null;
  level: number | null;
  openNow: { today: number; yesterday: number; second: number } | null;
}

/** The filters' values as the index stores them; a value no listing has matches none (code -1). */
function compileFilter(search: ResolvedSearch, codes: ReadonlyMap<string, number>): CompiledFilter {
  return {
    lgaIds: search.lgaIds === null ? null : new Set(search.lgaIds),
    ownership: search.ownership === null ? null : (codes.get(search.ownership) ?? -1),
    level: search.level === null ? null : (codes.get(search.level) ?? -1),
    openNow: search.openNow === null ? null : openNowOf(search.openNow),
  };
}

function openNowOf({ today, yesterday, time }: OpenNowClock) {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return {
    today: DAY_NUMBER.get(today) ?? -1,
    yesterday: DAY_NUMBER.get(yesterday) ?? -1,
    second: hours * 3600 + minutes * 60 + seconds,
  };
}

function packHours(entries: NonNullable<IndexedDocument['hours']>): Int32Array {
  const packed = new Int32Array(WEEKDAYS.length * HOURS_PER_DAY);
  for (const entry of entries) {
    const day = DAY_NUMBER.get(entry.day);
    if (day === undefined) continue;
    packed[day * HOURS_PER_DAY] = entry.open;
    packed[day * HOURS_PER_DAY + 1] = entry.close;
    packed[day * HOURS_PER_DAY + 2] =
      HAS_ENTRY | (entry.isAlwaysOpen ? ALWAYS_OPEN : 0) | (entry.isClosed ? CLOSED : 0);
  }
  return packed;
}

/** packHours undone: the entries as the database gives them (times as `HH:MM:SS`), null when none. */
function unpackHours(hours: Int32Array, from: number): ListingRow['hours'] {
  const time = (seconds: number) =>
    [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
      .map((part) => String(part).padStart(2, '0'))
      .join(':');
  const entries = WEEKDAYS.flatMap((day, index) => {
    const at = from + index * HOURS_PER_DAY;
    const flags = hours[at + 2] as number;
    if (!(flags & HAS_ENTRY)) return [];
    return [
      {
        day,
        open: time(hours[at] as number),
        close: time(hours[at + 1] as number),
        isAlwaysOpen: (flags & ALWAYS_OPEN) !== 0,
        isClosed: (flags & CLOSED) !== 0,
      },
    ];
  });
  return entries.length ? entries : null;
}

/**
 * repository.ts `openNow`: open all day today, within today's hours, or inside yesterday's overnight span;
 * the slot's hours start at `from`.
 */
function isOpen(hours: Int32Array, from: number, clock: NonNullable<CompiledFilter['openNow']>): boolean {
  const at = clock.second;
  if (clock.today >= 0) {
    const open = hours[from + clock.today * HOURS_PER_DAY] as number;
    const close = hours[from + clock.today * HOURS_PER_DAY + 1] as number;
    const flags = hours[from + clock.today * HOURS_PER_DAY + 2] as number;
    if (flags & HAS_ENTRY) {
      if (flags & ALWAYS_OPEN) return true;
      if (!(flags & CLOSED) && open <= at && (close <= open || at < close)) return true;
    }
  }
  if (clock.yesterday >= 0) {
    const open = hours[from + clock.yesterday * HOURS_PER_DAY] as number;
    const close = hours[from + clock.yesterday * HOURS_PER_DAY + 1] as number;
    const flags = hours[from + clock.yesterday * HOURS_PER_DAY + 2] as number;
    if (flags & HAS_ENTRY && !(flags & ALWAYS_OPEN) && !(flags & CLOSED) && close <= open && at < close) {
      return true;
    }
  }
  return false;
}

/** repository.ts `distanceKm`: the haversine formula, in the same steps. */
function haversineKm({ latitude, longitude }: NearPoint, toLatitude: number, toLongitude: number): number {
  const radians = (degrees: number) => degrees * (Math.PI / 180);
  return (
    EARTH_RADIUS_KM *
    2 *
    Math.asin(
      Math.sqrt(
        Math.sin(radians(toLatitude - latitude) / 2) ** 2 +
          Math.cos(radians(latitude)) *
            Math.cos(radians(toLatitude)) *
            Math.sin(radians(toLongitude - longitude) / 2) ** 2,
      ),
    )
  );
}

/** Ascending with nulls last; `direction` -1 sorts the values descending (nulls still last). */
function nullsLast(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return (a - b) * direction;
}

/**
 * The posting's entry for the slot, or -1: its cursor moves forward to it (the slots asked for ascend, and
 * so do a posting's).
 */
function advance(posting: Posting, cursors: Int32Array, word: number, slot: number): number {
  const slots = posting.slots.array;
  const length = posting.slots.length;
  let at = cursors[word] as number;
  while (at < length && (slots[at] as number) < slot) at++;
  cursors[word] = at;
  return at < length && slots[at] === slot ? at : -1;
}

/**
 * The slots ascending: most candidate lists already are (one word's postings), and are neither copied nor
 * sorted again.
 */
function inSlotOrder(slots: ArrayLike<number>): Int32Array {
  for (let at = 1; at < slots.length; at++) {
    if ((slots[at] as number) < (slots[at - 1] as number)) return Int32Array.from(slots).sort();
  }
  return slots instanceof Int32Array ? slots : Int32Array.from(slots);
}

function add(counts: Int32Array, at: number): void {
  counts[at] = (counts[at] as number) + 1;
}

/** Counts each bit set in the 32-bit word, bit b at `counts[firstBit + b]`. */
function addSetBits(counts: Int32Array, word: number, firstBit: number): void {
  for (let bits = word; bits !== 0; bits &= bits - 1) add(counts, firstBit + 31 - Math.clz32(bits & -bits));
}

/** Ascending, NaN (no distance) last. */
function nanLast(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
  if (Number.isNaN(b)) return -1;
  return a - b;
}

/**
 * The first `count` of the matches 0…total-1 in order, without sorting the rest: a bounded max-heap of the
 * best seen so far.
 */
function topInOrder(total: number, count: number, order: (a: number, b: number) => number): number[] {
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
