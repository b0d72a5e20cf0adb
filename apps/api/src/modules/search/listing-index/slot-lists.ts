import type { BoundingBox } from '../../../lib/geometry.ts';
import { GrowableArray } from './growable-array.ts';

/**
 * The slots holding each value of one column (a state, a term, a map cell…), ascending: slots are only ever
 * appended, so each list stays in order. Dead slots stay listed; a search skips them as it skips them
 * anywhere.
 */
export class SlotLists {
  private readonly lists = new Map<number, GrowableArray<Int32Array>>();

  add(value: number, slot: number): void {
    let list = this.lists.get(value);
    if (!list) {
      list = new GrowableArray(Int32Array);
      this.lists.set(value, list);
    }
    list.push(slot);
  }

  /** The slots holding the value (a view, not a copy). */
  of(value: number): Int32Array {
    const list = this.lists.get(value);
    return list ? list.array.subarray(0, list.length) : EMPTY;
  }

  get bytes(): number {
    let bytes = 0;
    for (const list of this.lists.values()) bytes += list.bytes;
    return bytes;
  }
}

const EMPTY = new Int32Array(0);

/** The slots of several lists, each ascending, as one ascending list (the lists share no slot). */
export function unionOfDisjoint(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0] as Int32Array;
  const union = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    union.set(list, at);
    at += list.length;
  }
  return union.sort();
}

/**
 * The slots ascending: most candidate lists already are (one word's postings), and are neither copied nor
 * sorted again.
 */
export function inSlotOrder(slots: ArrayLike<number>): Int32Array {
  for (let at = 1; at < slots.length; at++) {
    if ((slots[at] as number) < (slots[at - 1] as number)) return Int32Array.from(slots).sort();
  }
  return slots instanceof Int32Array ? slots : Int32Array.from(slots);
}

/** A map cell's side in degrees: about 28 km, so a near-me box of 5–50 km reads a handful of cells. */
const CELL_DEGREES = 0.25;
/** Cells per row of the key space: longitudes -180…180 are cells -720…720. */
const CELLS_PER_ROW = 2048;

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const cellKey = (latitudeCell: number, longitudeCell: number) =>
  latitudeCell * CELLS_PER_ROW + (longitudeCell + CELLS_PER_ROW / 2);

/** The map cell a place falls in, or null for a listing without coordinates. */
export function mapCellOf(latitude: number, longitude: number): number | null {
  if (Number.isNaN(latitude) || Number.isNaN(longitude)) return null;
  return cellKey(cellOf(latitude), cellOf(longitude));
}

/** More cells than a box of MAX_RADIUS_KM touches in Nigeria; a box near a pole is scanned instead. */
const MAX_CELLS = 4096;

/** Every map cell a latitude/longitude box touches, or null when there are too many to be worth reading. */
export function mapCellsOf(box: BoundingBox): number[] | null {
  const [fromLatitude, toLatitude] = [cellOf(box.minLatitude), cellOf(box.maxLatitude)];
  const [fromLongitude, toLongitude] = [cellOf(box.minLongitude), cellOf(box.maxLongitude)];
  if ((toLatitude - fromLatitude + 1) * (toLongitude - fromLongitude + 1) > MAX_CELLS) return null;
  const cells: number[] = [];
  for (let latitude = fromLatitude; latitude <= toLatitude; latitude++) {
    for (let longitude = fromLongitude; longitude <= toLongitude; longitude++) {
      cells.push(cellKey(latitude, longitude));
    }
  }
  return cells;
}
