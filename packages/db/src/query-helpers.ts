import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_KM } from '@carefinder/contracts';
import { lgas, states } from './schema/index.ts';

/**
 * Ascending by name, ignoring case, in the same order on every engine: PGlite sorts with the C collation
 * while a PostgreSQL server may use its locale's, so the comparison names its collation.
 */
export const alphabetical = (column: AnyColumn): SQL => sql`lower(${column}) collate "C"`;

/** `text` for a LIKE pattern: its `%`, `_` and `\\` match only themselves. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** An ILIKE pattern for text containing `text` as typed. */
export const containing = (text: string): string => `%${likeLiteral(text)}%`;

/** An ILIKE pattern for text starting with `text` as typed. */
export const startingWith = (text: string): string => `${likeLiteral(text)}%`;

/** The state and LGA columns a listing query selects after joining `states` and `lgas`. */
export const placeNameColumns = {
  stateAlias: states.alias,
  stateName: states.name,
  lgaSlug: lgas.slug,
  lgaName: lgas.name,
};

/** Great-circle distance in km from the point to the row's coordinates (haversine). */
export function distanceKm(
  { latitude, longitude }: { latitude: number; longitude: number },
  latitudeColumn: SQL,
  longitudeColumn: SQL,
): SQL {
  return sql`${EARTH_RADIUS_KM} * 2 * asin(sqrt(
    power(sin(radians(${latitudeColumn} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${latitudeColumn}))
      * power(sin(radians(${longitudeColumn} - ${longitude}::float8) / 2), 2)))`;
}

/** The row's coordinates within the box (a btree range on latitude, longitude), before the exact distance. */
export function withinBox(
  box: { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number },
  latitudeColumn: SQL,
  longitudeColumn: SQL,
): SQL {
  return sql`${latitudeColumn} between ${box.minLatitude} and ${box.maxLatitude}
    and ${longitudeColumn} between ${box.minLongitude} and ${box.maxLongitude}`;
}
