/**
 * Who works where: the provider-facility links, read from both sides. Facilities and providers each show the
 * other through this module, so neither reads the other's tables.
 */
export {
  FACILITY_PROVIDERS_LIMIT,
  findFacilitySummariesOfProvider,
  findProviderSummariesAtFacility,
} from './repository.ts';
