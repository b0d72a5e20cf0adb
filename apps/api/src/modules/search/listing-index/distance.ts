import { EARTH_RADIUS_KM } from '../../../lib/geometry.ts';
import type { NearPoint } from '../../../lib/geometry.ts';

/** repository.ts `distanceKm`: the haversine formula, in the same steps. */
export function haversineKm(
  { latitude, longitude }: NearPoint,
  toLatitude: number,
  toLongitude: number,
): number {
  const radians = (degrees: number) => degrees * (Math.PI / 180);
  return (
    EARTH_RADIUS_KM *
    2 *
    Math.asin(
      Math.sqrt(
        Math.sin(radians(toLatitude - latitude) / 2) ** 2 +
          Math.cos(radians(latitude)) *
            Math.cos(radians(toLatitude)) *
            Math.sin(radians(toLongitude - longitude) / 2) ** 2,
      ),
    )
  );
}
