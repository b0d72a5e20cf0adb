import { z } from 'zod';
import { PAGE_SIZE_MAX } from './admin-users.ts';
import { kilometresBetween } from './geo.ts';
import { placeSchema } from './directory.ts';
import { listingClaimStatusSchema } from './listing-claims.ts';

/**
 * A facility's team corrects its name and address itself; a move of its map pin further than this (or into
 * another state) waits for an ADMIN: a listing moved by mistake or on purpose sends people to the wrong place.
 */
export const MOVE_REVIEW_DISTANCE_KM = 5;

/** The place columns a move compares: the state by alias and the pin. */
interface MovedPlace {
  state: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Whether changing a facility's place from `before` to `after` waits for an ADMIN, and how far the pin moves
 * (null when either place has no pin). A first state or a first pin is not a move; taking a pin away is (else
 * a pin could go anywhere in two saves: away, then a "first" one).
 */
export function moveToReview(before: MovedPlace, after: MovedPlace) {
  const pins =
    before.latitude !== null &&
    before.longitude !== null &&
    after.latitude !== null &&
    after.longitude !== null
      ? {
          from: { latitude: before.latitude, longitude: before.longitude },
          to: { latitude: after.latitude, longitude: after.longitude },
        }
      : null;
  const distanceKm = pins ? kilometresBetween(pins.from, pins.to) : null;
  const otherState = before.state !== null && after.state !== before.state;
  const pinRemoved = before.latitude !== null && after.latitude === null;
  return {
    needed: otherState || pinRemoved || (distanceKm ?? 0) > MOVE_REVIEW_DISTANCE_KM,
    distanceKm,
    otherState,
    pinRemoved,
  };
}

/** A move a facility's team asked for, as its team and the ADMINs read it. */
export const facilityMoveSchema = z.object({
  id: z.string(),
  facility: z.object({ id: z.string(), name: z.string() }),
  /** Where the listing is now, and where its team says it is. */
  from: placeSchema,
  to: placeSchema,
  /** How far the pin moves; null when either place has none. */
  distanceKm: z.number().nullable(),
  status: listingClaimStatusSchema,
  /** The ADMIN's reason, shown to the team on their dashboard; required to reject. */
  reason: z.string().nullable(),
  requestedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  deciderName: z.string().nullable(),
});
export type FacilityMove = z.infer<typeof facilityMoveSchema>;

export const facilityMoveListSchema = z.object({
  items: z.array(facilityMoveSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FacilityMoveList = z.infer<typeof facilityMoveListSchema>;

/** GET /api/admin/facility-moves: pending ones oldest first, decided ones latest first. */
export const facilityMoveListQuerySchema = z.object({
  status: listingClaimStatusSchema.default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type FacilityMoveListQuery = z.infer<typeof facilityMoveListQuerySchema>;

export const facilityMoveParamsSchema = z.object({ id: z.string() });

/** Why a team's move waits, as the pages say it: `moveToReview` over the move's two places. */
export function whyMoveWaits({ from, to }: Pick<FacilityMove, 'from' | 'to'>) {
  const moved = (place: FacilityMove['from']) => ({
    state: place.state?.alias ?? null,
    latitude: place.latitude,
    longitude: place.longitude,
  });
  return moveToReview(moved(from), moved(to));
}
