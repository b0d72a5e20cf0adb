import { z } from 'zod';

/** Spec §5: latitude is a number from -90 to 90, longitude from -180 to 180. */
export const latitudeSchema = z.coerce
  .number({ error: 'Latitude must be a number from -90 to 90.' })
  .min(-90, 'Latitude must be a number from -90 to 90.')
  .max(90, 'Latitude must be a number from -90 to 90.');

export const longitudeSchema = z.coerce
  .number({ error: 'Longitude must be a number from -180 to 180.' })
  .min(-180, 'Longitude must be a number from -180 to 180.')
  .max(180, 'Longitude must be a number from -180 to 180.');

export const coordinatesSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** The earth's mean radius as every distance here uses it, search's SQL and index included. */
export const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (the haversine formula). */
export function kilometresBetween(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
