import { EARTH_RADIUS_KM } from '@carefinder/contracts';

export { EARTH_RADIUS_KM };

/** A point and the radius around it that a search keeps. */
export interface NearPoint {
  latitude: number;
  longitude: number;
  radiusKm: number;
}
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
