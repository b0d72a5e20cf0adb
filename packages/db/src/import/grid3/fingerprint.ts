import { createHash } from 'node:crypto';
import type { RegistryFacility } from './to-registry-facility.ts';

/** A stable hash of the registry-owned fields: equal fingerprints mean nothing the registry owns changed. */
export function registryFingerprint(facility: RegistryFacility): string {
  const fields = [
    facility.sourceId,
    facility.globalId,
    facility.nhfrUid,
    facility.nhfrCode,
    facility.name,
    facility.facilityTypeSlug,
    facility.level,
    facility.ownership,
    facility.ownershipDetail,
    facility.stateAlias,
    facility.lgaName,
    facility.ward,
    facility.latitude,
    facility.longitude,
    facility.sourceLastUpdated,
  ];
  return createHash('sha1').update(JSON.stringify(fields)).digest('base64url');
}
