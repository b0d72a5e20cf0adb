export * from './client.ts';
export { causeChain, isDatabaseUnavailable } from './database-errors.ts';
export type { ReplicaState } from './read-replica.ts';
export * from './migrate.ts';
export * from './query-helpers.ts';
export * from './import/grid3/index.ts';
export * as schema from './schema/index.ts';
export * from './seed/reference-data.ts';
export { seedStartingEmergencyContacts, startingEmergencyContacts } from './seed/emergency-contacts.ts';
export { seedStartingContentPages, startingContentPages } from './seed/content-pages.ts';
export {
  directoryIsEmpty,
  recomputeRatingAggregates,
  seedStartingTaxonomies,
  seedTaxonomies,
} from './seed/directory.ts';
export { addWellKnownKeywords, WELL_KNOWN_KEYWORDS } from './seed/well-known-keywords.ts';
export { nigerianStates, normalisePlaceName } from './reference/nigeria.ts';
export type { StateReference } from './reference/nigeria.ts';
export type { StoredPlace } from './schema/facility-moves.ts';
