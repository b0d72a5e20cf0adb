import { comparableName } from './clean-name.ts';

export interface PlacedFacility {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface LikelyDuplicate {
  facilityId: string;
  duplicateOfId: string;
  distanceMetres: number;
}

const EARTH_RADIUS_METRES = 6_371_008.8;

/** Great-circle distance (haversine), in metres. */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Pairs of facilities with the same normalised name within `withinMetres` of each other. Names are bucketed
 * first, so the work grows with the size of each bucket, not with the square of the directory.
 */
export function findLikelyDuplicates(
  facilities: Iterable<PlacedFacility>,
  withinMetres = 1_000,
): LikelyDuplicate[] {
  const byName = new Map<string, Array<PlacedFacility & { latitude: number; longitude: number }>>();
  for (const facility of facilities) {
    if (facility.latitude === null || facility.longitude === null) continue;
    const key = comparableName(facility.name);
    const bucket = byName.get(key) ?? [];
    bucket.push({ ...facility, latitude: facility.latitude, longitude: facility.longitude });
    byName.set(key, bucket);
  }
  const pairs: LikelyDuplicate[] = [];
  for (const bucket of byName.values()) {
    bucket.sort((a, b) => a.id.localeCompare(b.id));
    for (let i = 0; i < bucket.length; i++) {
      for (let j = i + 1; j < bucket.length; j++) {
        const [first, second] = [bucket[i], bucket[j]];
        if (!first || !second) continue;
        const distance = distanceMetres(first, second);
        if (distance <= withinMetres) {
          pairs.push({
            facilityId: second.id,
            duplicateOfId: first.id,
            distanceMetres: Math.round(distance),
          });
        }
      }
    }
  }
  return pairs;
}
