import { EARTH_RADIUS_KM } from '@carefinder/contracts';
import type { NearPoint } from './search-types.ts';

export { EARTH_RADIUS_KM };
const KM_PER_DEGREE_OF_LATITUDE = 111.045;

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** The latitude and longitude ranges around the point that hold every place within its radius. */
export function boundingBox({ latitude, longitude, radiusKm }: NearPoint): BoundingBox {
  const latitudeDelta = radiusKm / KM_PER_DEGREE_OF_LATITUDE;
  const longitudeDelta =
    radiusKm / (KM_PER_DEGREE_OF_LATITUDE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  return {
    minLatitude: latitude - latitudeDelta,
    maxLatitude: latitude + latitudeDelta,
    minLongitude: longitude - longitudeDelta,
    maxLongitude: longitude + longitudeDelta,
  };
}
