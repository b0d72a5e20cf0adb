import { MIN_REVIEWS_FOR_RATING_RANK } from '@carefinder/contracts';
import type { IndexedDocument, ListingRow, ResolvedSearch } from '../search-types.ts';
import type { NameMatchRow } from '../service.ts';
import { GrowableArray } from './growable-array.ts';
import { ListPerSlot } from './list-per-slot.ts';
import { OpeningHoursColumn } from './opening-hours.ts';
import { ReadinessColumn } from './readiness.ts';

/** No value, in a column of ids (state, LGA, facility type); coordinates and ratings hold NaN instead. */
export const NONE = -1;

/** The few text values of status, ownership and level as small numbers, in the order first met (0 is none). */
export class Codes {
  private readonly byValue = new Map<string, number>();
  private readonly values: (string | null)[] = [null];

  /** How many codes there are, none included: the size of a counter per code. */
  get count(): number {
    return this.values.length;
  }

  /** The value's code, given it the first time the index meets it. */
  codeOf(value: string | null): number {
    if (value === null) return 0;
    let code = this.byValue.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.byValue.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The value's code, or -1 (a code no listing has) for a value the index has not met. */
  find(value: string): number {
    return this.byValue.get(value) ?? -1;
  }

  valueOf(code: number): string | null {
    return this.values[code] ?? null;
  }
}

/**
 * What the index holds of each listing, one slot a listing: the columns a search filters, ranks or shows by,
 * in typed arrays where they are numbers. A listing written again takes a new slot and its old one is marked
 * dead (`alive` 0).
 */
export class ListingColumns {
  readonly ids: string[] = [];
  readonly nameKeys: string[] = [];
  /** What a result shows and the columns do not hold. */
  private readonly shown: {
    name: string;
    phone: string | null;
    address: string | null;
    /** Its opening hours as results give them, once a result has shown it. */
    hours?: ListingRow['hours'];
  }[] = [];
  readonly codes = new Codes();
  private readonly statuses = new GrowableArray(Uint8Array);
  readonly termIds = new ListPerSlot(Int32Array);
  readonly hours = new OpeningHoursColumn();
  readonly readiness = new ReadinessColumn();
  readonly alive = new GrowableArray(Uint8Array);
  readonly isFacility = new GrowableArray(Uint8Array);
  readonly stateIds = new GrowableArray(Int32Array);
  readonly lgaIds = new GrowableArray(Int32Array);
  readonly facilityTypeIds = new GrowableArray(Int32Array);
  readonly ownership = new GrowableArray(Uint8Array);
  readonly level = new GrowableArray(Uint8Array);
  readonly latitude = new GrowableArray(Float64Array);
  readonly longitude = new GrowableArray(Float64Array);
  readonly averageRating = new GrowableArray(Float64Array);
  readonly reviewsCount = new GrowableArray(Int32Array);
  readonly verified = new GrowableArray(Uint8Array);

  /** How many slots there are, live and dead. */
  get slots(): number {
    return this.ids.length;
  }

  /** Gives the listing a new slot, and returns it. */
  push(document: IndexedDocument): number {
    const slot = this.ids.length;
    this.ids.push(document.id);
    this.nameKeys.push(document.nameKey);
    this.shown.push({ name: document.name, phone: document.phone, address: document.address });
    this.statuses.push(this.codes.codeOf(document.status));
    this.termIds.push(document.termIds);
    this.hours.push(document.hours, document.hoursExceptions);
    this.readiness.push(document.readiness);
    this.alive.push(1);
    this.isFacility.push(document.kind === 'facility' ? 1 : 0);
    this.stateIds.push(document.stateId ?? NONE);
    this.lgaIds.push(document.lgaId ?? NONE);
    this.facilityTypeIds.push(document.facilityTypeId ?? NONE);
    this.ownership.push(this.codes.codeOf(document.ownership));
    this.level.push(this.codes.codeOf(document.level));
    this.latitude.push(document.latitude ?? Number.NaN);
    this.longitude.push(document.longitude ?? Number.NaN);
    this.averageRating.push(document.averageRating ?? Number.NaN);
    this.reviewsCount.push(document.reviewsCount);
    this.verified.push(document.verified ? 1 : 0);
    return slot;
  }

  /** What results show of the listing in the slot. */
  listing(slot: number): ListingRow {
    const shown = this.shown[slot] as (typeof this.shown)[number];
    const nullable = (value: number, none: number) => (value === none || Number.isNaN(value) ? null : value);
    return {
      id: this.ids[slot] as string,
      kind: this.isFacility.array[slot] ? 'facility' : 'provider',
      name: shown.name,
      phone: shown.phone,
      verified: this.verified.array[slot] === 1,
      status: this.codes.valueOf(this.statuses.array[slot] as number) as ListingRow['status'],
      latitude: nullable(this.latitude.array[slot] as number, NONE),
      longitude: nullable(this.longitude.array[slot] as number, NONE),
      averageRating: nullable(this.averageRating.array[slot] as number, NONE),
      reviewsCount: this.reviewsCount.array[slot] as number,
      facilityTypeId: nullable(this.facilityTypeIds.array[slot] as number, NONE),
      stateId: nullable(this.stateIds.array[slot] as number, NONE),
      lgaId: nullable(this.lgaIds.array[slot] as number, NONE),
      address: shown.address,
      termIds: [...this.termIds.values.array.subarray(this.termIds.start(slot), this.termIds.end(slot))],
      hours: (shown.hours ??= this.hours.entries(slot)),
      hoursExceptions: this.hours.datedHours(slot),
    };
  }

  /** What autocomplete shows of the listing in the slot. */
  nameMatch(slot: number): NameMatchRow {
    const nullable = (value: number) => (value === NONE ? null : value);
    return {
      id: this.ids[slot] as string,
      kind: this.isFacility.array[slot] ? 'facility' : 'provider',
      name: (this.shown[slot] as { name: string }).name,
      stateId: nullable(this.stateIds.array[slot] as number),
      lgaId: nullable(this.lgaIds.array[slot] as number),
    };
  }

  /** Whether the slot holds every one of the terms. */
  holdsTerms(slot: number, termIds: readonly number[]): boolean {
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

  inPlace(slot: number, place: NonNullable<ResolvedSearch['preferredPlace']>): boolean {
    return (
      this.stateIds.array[slot] === place.stateId &&
      (place.lgaIds === null || place.lgaIds.includes(this.lgaIds.array[slot] as number))
    );
  }

  /** The rating a rating sort ranks by: only with enough reviews behind it. */
  rankedRating(slot: number): number | null {
    const rating = this.averageRating.array[slot] as number;
    return (this.reviewsCount.array[slot] as number) >= MIN_REVIEWS_FOR_RATING_RANK && !Number.isNaN(rating)
      ? rating
      : null;
  }

  get bytes(): number {
    return [
      this.statuses,
      this.termIds,
      this.hours,
      this.readiness,
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
    ].reduce((bytes, column) => bytes + column.bytes, 0);
  }
}
