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
