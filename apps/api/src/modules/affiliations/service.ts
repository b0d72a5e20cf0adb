/**
 * Who works where: the provider-facility links, read from both sides. Facilities and providers each show the
 * other through this module, so neither reads the other's tables; a provider's write sets its links here.
 */
export {
  FACILITY_PROVIDERS_LIMIT,
  findFacilityStatuses,
  findFacilitySummariesOfProvider,
  findProviderSummariesAtFacility,
  replaceActiveFacilitiesOfProvider,
} from './repository.ts';
