import type { IndexedDocument, ResolvedSearch } from '../modules/search/search-types.ts';

/** For the index's tests: an active facility named `name` (each word in the name, weight A), and `fields`. */
export const indexedDocument = (
  id: string,
  name: string,
  fields: Partial<IndexedDocument> = {},
): IndexedDocument => ({
  id,
  kind: 'facility',
  name,
  phone: null,
  status: 'active',
  address: null,
  nameKey: name.toLowerCase(),
  keywordsKey: '',
  document: name
    .toLowerCase()
    .split(' ')
    .map((word, index) => `'${word}':${index + 1}A`)
    .join(' '),
  stateId: null,
  lgaId: null,
  facilityTypeId: null,
  ownership: null,
  level: null,
  latitude: null,
  longitude: null,
  averageRating: null,
  reviewsCount: 0,
  verified: false,
  termIds: [],
  insuranceIds: [],
  readiness: null,
  hoursExceptions: null,
  hours: null,
  ...fields,
});

/** For the index's tests: a search for every listing, in order of relevance, the first page of 20. */
export const EVERY_LISTING: ResolvedSearch = {
  text: null,
  exactNameKey: null,
  typedNameKey: null,
  kind: null,
  stateId: null,
  lgaIds: null,
  facilityTypeId: null,
  termIds: [],
  readiness: null,
  ownership: null,
  level: null,
  openNow: null,
  minRating: null,
  near: null,
  preferredPlace: null,
  preferredFacilityTypeId: null,
  sort: 'relevance',
  limit: 20,
  offset: 0,
};
