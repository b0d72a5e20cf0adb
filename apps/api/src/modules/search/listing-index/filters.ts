import type { BoundingBox } from '../../../lib/geometry.ts';
import type { IndexedDocument, ResolvedSearch } from '../search-types.ts';
import type { Codes } from './columns.ts';
import { openNowMoment, type OpenNowMoment } from './opening-hours.ts';
import { dayNumber, type ReadinessFilter } from './readiness.ts';
import { SlotLists, mapCellOf, mapCellsOf, unionOfDisjoint } from './slot-lists.ts';

/** The filters' values as the index stores them, where they differ from the search's. */
interface CompiledFilter {
  lgaIds: Set<number> | null;
  ownership: number | null;
  level: number | null;
  openNow: OpenNowMoment | null;
  readiness: ReadinessFilter | null;
}

/** The filters' values as the index stores them; a value no listing has matches none (code -1). */
export function compileFilter(search: ResolvedSearch, codes: Codes): CompiledFilter {
  return {
    lgaIds: search.lgaIds === null ? null : new Set(search.lgaIds),
    ownership: search.ownership === null ? null : codes.find(search.ownership),
    level: search.level === null ? null : codes.find(search.level),
    openNow: search.openNow === null ? null : openNowMoment(search.openNow),
    readiness:
      search.readiness === null
        ? null
        : {
            capabilityIds: search.readiness.capabilityIds,
            sinceDay: dayNumber(search.readiness.currentSince),
          },
  };
}

/** The slots of each value a search filters on: a search without text reads the fewest of them. */
export class FilterLists {
  private readonly byState = new SlotLists();
  private readonly byLga = new SlotLists();
  private readonly byFacilityType = new SlotLists();
  private readonly byTerm = new SlotLists();
  private readonly byOwnership = new SlotLists();
  private readonly byLevel = new SlotLists();
  private readonly byMapCell = new SlotLists();

  /** Lists the slot under each of its values; `ownership` and `level` are the listing's codes. */
  add(slot: number, document: IndexedDocument, ownership: number, level: number): void {
    if (document.stateId !== null) this.byState.add(document.stateId, slot);
    if (document.lgaId !== null) this.byLga.add(document.lgaId, slot);
    if (document.facilityTypeId !== null) this.byFacilityType.add(document.facilityTypeId, slot);
    for (const termId of new Set(document.termIds)) this.byTerm.add(termId, slot);
    this.byOwnership.add(ownership, slot);
    this.byLevel.add(level, slot);
    const cell = mapCellOf(document.latitude ?? Number.NaN, document.longitude ?? Number.NaN);
    if (cell !== null) this.byMapCell.add(cell, slot);
  }

  /**
   * The slots of the filter that holds the fewest, or null when no filter has a list. Every filter is still
   * checked for each slot, but for a term the list stands for (`termId`).
   */
  fewest(
    search: ResolvedSearch,
    filter: CompiledFilter,
    box: BoundingBox | null,
  ): { slots: Int32Array; termId: number | null } | null {
    const choices: { lists: Int32Array[]; termId: number | null }[] = [];
    const choose = (lists: Int32Array[], termId: number | null = null) => choices.push({ lists, termId });
    if (search.stateId !== null) choose([this.byState.of(search.stateId)]);
    if (search.lgaIds !== null) choose(search.lgaIds.map((id) => this.byLga.of(id)));
    if (search.facilityTypeId !== null) choose([this.byFacilityType.of(search.facilityTypeId)]);
    for (const termId of search.termIds) choose([this.byTerm.of(termId)], termId);
    if (filter.ownership !== null) choose([this.byOwnership.of(filter.ownership)]);
    if (filter.level !== null) choose([this.byLevel.of(filter.level)]);
    const cells = box ? mapCellsOf(box) : null;
    if (cells) choose(cells.map((cell) => this.byMapCell.of(cell)));
    const sizeOf = (lists: Int32Array[]) => lists.reduce((sum, list) => sum + list.length, 0);
    let fewest: (typeof choices)[number] | null = null;
    for (const choice of choices) {
      if (fewest === null || sizeOf(choice.lists) < sizeOf(fewest.lists)) fewest = choice;
    }
    return fewest && { slots: unionOfDisjoint(fewest.lists), termId: fewest.termId };
  }

  get bytes(): number {
    return [
      this.byState,
      this.byLga,
      this.byFacilityType,
      this.byTerm,
      this.byOwnership,
      this.byLevel,
      this.byMapCell,
    ].reduce((bytes, lists) => bytes + lists.bytes, 0);
  }
}
