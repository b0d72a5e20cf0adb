import type { FacilityLevel, FacilityOwnership } from '@carefinder/contracts';
import { classifyFacilityType, classifyLevel, classifyOwnership } from './classify.ts';
import { cleanFacilityName } from './clean-name.ts';
import type { Grid3Record } from './columns.ts';
import { matchLga, matchState } from './match-place.ts';

/** Nigeria's bounding box (GRID3 README). */
export const NIGERIA_BOUNDS = { minLatitude: 4, maxLatitude: 14, minLongitude: 2.6, maxLongitude: 14.7 };

/** The fields the registry owns; facility admins' own edits live elsewhere and are never overwritten. */
export interface RegistryFacility {
  /** `nhfr_uid`, else `globalid`: the identity the facility is published under. */
  sourceId: string;
  globalId: string | null;
  nhfrUid: string | null;
  nhfrCode: string | null;
  name: string;
  facilityTypeSlug: string | null;
  level: FacilityLevel;
  ownership: FacilityOwnership;
  ownershipDetail: string | null;
  stateAlias: string;
  lgaName: string | null;
  ward: string | null;
  latitude: number;
  longitude: number;
  sourceLastUpdated: string | null;
}

export type RowOutcome =
  { ok: true; facility: RegistryFacility; unmatchedLga: string | null } | { ok: false; reason: string };

/** Names that are plainly not health facilities open to the public. */
const notAFacility = /^(?:test\b|proposed site\b)|^veterinary\b|\bveterinary clinic\b/i;

const blankish = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.toLowerCase() === 'unknown' ? null : trimmed;
};

/** Validates and normalises one registry row (GRID3 README columns and quirks). */
export function toRegistryFacility(record: Grid3Record): RowOutcome {
  const name = cleanFacilityName(record.facility_name ?? '');
  if (!name) return { ok: false, reason: 'missing facility name' };
  if (notAFacility.test(name)) return { ok: false, reason: 'not a health facility' };

  const state = matchState(record.state ?? '');
  if (!state) return { ok: false, reason: `unknown state "${record.state ?? ''}"` };

  const latitude = Number(record.latitude);
  const longitude = Number(record.longitude);
  if (
    !record.latitude?.trim() ||
    !record.longitude?.trim() ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude)
  ) {
    return { ok: false, reason: 'missing or non-numeric coordinates' };
  }
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = NIGERIA_BOUNDS;
  if (
    latitude < minLatitude ||
    latitude > maxLatitude ||
    longitude < minLongitude ||
    longitude > maxLongitude
  ) {
    return { ok: false, reason: `coordinates outside Nigeria (${latitude}, ${longitude})` };
  }

  const nhfrUid = blankish(record.nhfr_uid);
  const globalId = blankish(record.globalid)?.replace(/^uuid:/i, '') ?? null;
  const sourceId = nhfrUid ?? globalId;
  if (!sourceId) return { ok: false, reason: 'neither nhfr_uid nor globalid' };

  const nhfrCode = blankish(record.nhfr_facility_code);
  const { ownership, ownershipDetail } = classifyOwnership(
    record.ownership ?? '',
    record.ownership_type ?? '',
    nhfrCode ?? '',
    name,
  );
  const facilityTypeSlug = classifyFacilityType(record.facility_level_option ?? '', name, ownership);
  const lgaName = matchLga(state, record.lga ?? '') ?? null;
  return {
    ok: true,
    unmatchedLga: lgaName ? null : (blankish(record.lga) ?? null),
    facility: {
      sourceId,
      globalId,
      nhfrUid,
      nhfrCode,
      name,
      facilityTypeSlug,
      level: classifyLevel(record.facility_level ?? '', nhfrCode ?? '', facilityTypeSlug),
      ownership,
      ownershipDetail,
      stateAlias: state.alias,
      lgaName,
      ward: blankish(record.ward),
      // Six decimals is about 10 cm: the registry's extra digits are noise.
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
      sourceLastUpdated: blankish(record.last_updated),
    },
  };
}
