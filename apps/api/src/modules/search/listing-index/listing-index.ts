import { boundingBox } from '../../../lib/geometry.ts';
import type { IndexedDocument, ListingRow, MatchSummary, ResolvedSearch } from '../search-types.ts';
import type { NameMatchRow } from '../service.ts';
import { byteOrder } from '../sorted.ts';
import { ListingColumns, NONE } from './columns.ts';
import { haversineKm } from './distance.ts';
import { FacetRows } from './facets.ts';
import { FilterLists, compileFilter } from './filters.ts';
import { NameLikeness } from './likeness.ts';
import { MatchColumns } from './match-columns.ts';
import { matchOrder } from './match-order.ts';
import { NameOrder } from './name-order.ts';
import { OPEN, OpenNowMemo, SHUT, UNKNOWN } from './opening-hours.ts';
import { Postings, RANK_WEIGHTS, advance } from './postings.ts';
import { inSlotOrder } from './slot-lists.ts';
import { SlotMarks } from './slot-marks.ts';
import { addToRankOr, endRankOr, tsRank, type WordPositions } from './text-rank.ts';
import { topInOrder } from './top-in-order.ts';

/**
 * Every active listing's search document in memory: the words of its text in postings, the columns a search
 * filters, ranks or counts by in typed arrays, one slot per listing. A listing written again takes a new
 * slot and its old one is marked dead (postings stay sorted by slot); `deadShare` says when a rebuild pays.
 * `findMatches` answers exactly as the statement of repository.ts, from memory and synchronously.
 */
export class ListingIndex {
  private readonly slotById = new Map<string, number>();
  private readonly columns = new ListingColumns();
  private readonly postings = new Postings();
  private readonly facets = new FacetRows();
  private readonly filterLists = new FilterLists();
  private readonly likeness = new NameLikeness();
  /** Scratch marks for set operations; those of the slots a search's filter holds apart. */
  private readonly marks = new SlotMarks(this.columns.ids);
  private readonly filterMarks = new SlotMarks(this.columns.ids);
  private readonly names = new NameOrder(this.columns, this.marks);
  private readonly openNow = new OpenNowMemo();
  private readonly matches = new MatchColumns();

  get size(): number {
    return this.slotById.size;
  }

  /** The share of slots held by listings written again or removed since the index was built. */
  get deadShare(): number {
    const slots = this.columns.slots;
    return slots === 0 ? 0 : 1 - this.slotById.size / slots;
  }

  /** Adds the listing, or replaces what the index held of it. */
  put(document: IndexedDocument): void {
    this.remove(document.id);
    const slot = this.columns.push(document);
    this.slotById.set(document.id, slot);
    const ownership = this.columns.ownership.array[slot] as number;
    const level = this.columns.level.array[slot] as number;
    this.facets.push(document, ownership, level);
    this.filterLists.add(slot, document, ownership, level);
    this.likeness.push(document.nameKey);
    this.names.add(slot, document);
    this.postings.add(slot, document.document);
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.slotById.delete(id);
    this.columns.alive.array[slot] = 0;
  }

  /** Ends a build: the name order is sorted once; later writes are merged into it when it is next read. */
  seal(): void {
    this.names.seal();
  }

  /** Autocomplete's listings by name (NameOrder.matching). */
  namesMatching(typed: readonly string[], lastAsPrefix: boolean, limit: number): NameMatchRow[] {
    return this.names.matching(typed, lastAsPrefix, limit).map((slot) => this.columns.nameMatch(slot));
  }

  /** What results show of these listings; one the index lacks is left out. */
  listings(ids: readonly string[]): ListingRow[] {
    return ids.flatMap((id) => {
      const slot = this.slotById.get(id);
      return slot === undefined ? [] : [this.columns.listing(slot)];
    });
  }

  /** Bytes held in typed arrays (the postings, lists and columns); strings and maps come on top. */
  typedArrayBytes(): number {
    return (
      this.postings.bytes +
      this.columns.bytes +
      this.facets.bytes +
      this.filterLists.bytes +
      this.likeness.bytes
    );
  }

  findMatches(search: ResolvedSearch): MatchSummary {
    const { total, wantedInPlace, facilityCount, likenessLater, facets } = this.scan(search);
    const count = search.offset + search.limit;
    const matches = this.matches;
    const order = matchOrder(search, {
      matches,
      columns: this.columns,
      names: this.names,
      pendingLikeness: likenessLater ? this.likeness : null,
    });
    const reachable = likenessLater ? this.likeness.addToReachable(matches, total, count) : null;
    const page = (
      reachable
        ? topInOrder(reachable.length, count, (a, b) =>
            order(reachable[a] as number, reachable[b] as number),
          ).map((at) => reachable[at] as number)
        : topInOrder(total, count, order)
    ).slice(search.offset);
    return {
      total,
      wantedInPlace,
      facilityCount,
      page: page.map((match) => {
        const distance = matches.distance[match] as number;
        return {
          id: this.columns.ids[matches.slots[match] as number] as string,
          distanceKm: Number.isNaN(distance) ? null : distance,
          inPlace: matches.inPlace[match] === 1,
        };
      }),
      ...facets,
    };
  }

  /**
   * The slots to consider before the filters: the text's matches (with, for a preferred place, the place's
   * listings matching its other words), or null for every slot.
   */
  private candidates(search: ResolvedSearch): ArrayLike<number> | null {
    if (search.text === null) return null;
    const alive = this.columns.alive.array;
    const place = search.preferredPlace;
    if (!place) return this.postings.matching(search.text, alive, this.marks);
    const matched = Array.from(this.postings.matching(search.text, alive, this.marks));
    const inPlace = place.text === null ? null : this.postings.matching(place.text, alive, this.marks);
    const seen = this.marks.fresh(1);
    const marks = this.marks.array;
    for (const slot of matched) marks[slot] = seen;
    const count = inPlace ? inPlace.length : this.columns.slots;
    for (let i = 0; i < count; i++) {
      const slot = inPlace ? (inPlace[i] as number) : i;
      if (marks[slot] !== seen && alive[slot] && this.columns.inPlace(slot, place)) {
        marks[slot] = seen;
        matched.push(slot);
      }
    }
    return matched;
  }

  /**
   * Every match of the search into the scratch columns (slot, relevance, distance, in the preferred place),
   * with its facet counts; findMatches makes the page from them.
   */
  private scan(search: ResolvedSearch) {
    const columns = this.columns;
    const filter = compileFilter(search, columns.codes);
    const near = search.near;
    const box = near ? boundingBox(near) : null;
    const text = search.text;
    const words = text ? [...new Set(text.groups.flat())].sort(byteOrder) : [];
    const wordPostings = words.map((word) => this.postings.of(word) ?? null);
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
    // Ordered by relevance, only the matches that can reach the page need the likeness (addToReachable).
    const likenessLater =
      likeTyped &&
      search.sort === 'relevance' &&
      search.preferredPlace === null &&
      search.preferredFacilityTypeId === null;
    if (search.typedNameKey !== null) this.likeness.setTyped(search.typedNameKey);
    const lgaIds = filter.lgaIds;

    const alive = columns.alive.array;
    const isFacility = columns.isFacility.array;
    const stateIds = columns.stateIds.array;
    const lgaIdsOf = columns.lgaIds.array;
    const facilityTypeIds = columns.facilityTypeIds.array;
    const ownership = columns.ownership.array;
    const level = columns.level.array;
    const latitudes = columns.latitude.array;
    const longitudes = columns.longitude.array;
    const ratings = columns.averageRating.array;
    const hours = columns.hours;
    const kind = search.kind === null ? NONE : search.kind === 'facility' ? 1 : 0;
    const openNowMoment = filter.openNow;
    const openNow = openNowMoment ? this.openNow.at(openNowMoment, columns.slots) : null;

    // In slot order, so each word's postings are read by a cursor that only moves forward.
    const found = this.candidates(search);
    const filtered = this.filterLists.fewest(search, filter, box);
    // With text, a filter that holds fewer listings than the text matches is checked first, by a mark.
    const markFilter = found !== null && filtered !== null && filtered.slots.length < found.length;
    const candidates = found ? inSlotOrder(found) : (filtered?.slots ?? null);
    const filterTag = markFilter ? this.filterMarks.mark(filtered.slots) : 0;
    const filterMarks = this.filterMarks.array;
    const exactTag = this.names.markExactNames(search.exactNameKey);
    const marks = this.marks.array;
    // The search's fields as locals: read for every slot.
    const { stateId, facilityTypeId, minRating, preferredPlace, preferredFacilityTypeId } = search;
    // A term whose list the candidates come from, or are marked by, needs no check of its own.
    const coveredTerm = filtered && (found === null || markFilter) ? filtered.termId : null;
    const termIds = search.termIds.filter((id) => id !== coveredTerm);
    const cursors = new Int32Array(words.length);
    const candidateCount = candidates ? candidates.length : columns.slots;
    this.matches.makeRoom(candidateCount);
    const matchSlots = this.matches.slots;
    const matchRelevance = this.matches.relevance;
    const matchDistance = this.matches.distance;
    const matchInPlace = this.matches.inPlace;
    const matchOfType = this.matches.ofType;
    let total = 0;
    let wantedInPlace = 0;
    for (let i = 0; i < candidateCount; i++) {
      const slot = candidates ? (candidates[i] as number) : i;
      if (!alive[slot]) continue;
      if (filterTag && filterMarks[slot] !== filterTag) continue;
      if (kind !== NONE && isFacility[slot] !== kind) continue;
      if (stateId !== null && stateIds[slot] !== stateId) continue;
      if (lgaIds && !lgaIds.has(lgaIdsOf[slot] as number)) continue;
      if (facilityTypeId !== null && facilityTypeIds[slot] !== facilityTypeId) continue;
      if (termIds.length && !columns.holdsTerms(slot, termIds)) continue;
      if (filter.readiness && !columns.readiness.holds(slot, filter.readiness)) continue;
      if (filter.ownership !== null && ownership[slot] !== filter.ownership) continue;
      if (filter.level !== null && level[slot] !== filter.level) continue;
      if (minRating !== null && !((ratings[slot] as number) >= minRating)) continue;
      if (openNow && openNowMoment) {
        let known = openNow[slot] as number;
        if (known === UNKNOWN) {
          known = isFacility[slot] && hours.isOpen(slot, openNowMoment) ? OPEN : SHUT;
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
          rank = tsRank(RANK_WEIGHTS, positions, true);
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
        const likeness = likeTyped && !likenessLater ? this.likeness.of(slot) : 0;
        relevance = rank + exact + likeness;
      }
      matchSlots[total] = slot;
      matchRelevance[total] = relevance;
      matchDistance[total] = distanceKm;
      const inPlace = preferredPlace === null || columns.inPlace(slot, preferredPlace);
      const ofType = preferredFacilityTypeId === null || facilityTypeIds[slot] === preferredFacilityTypeId;
      matchInPlace[total] = inPlace ? 1 : 0;
      matchOfType[total] = ofType ? 1 : 0;
      if ((inPlace && ofType) || marks[slot] === exactTag) wantedInPlace++;
      total++;
    }

    return { total, wantedInPlace, likenessLater, ...this.facets.count(matchSlots, total, columns.codes) };
  }
}
