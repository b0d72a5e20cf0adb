import { dayInNigeria, readinessCurrentSince, type AdminDashboard } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { listReviewsForModeration } from '../reviews/service.ts';
import { countDirectory, countReadinessByState, findTeamsLeastRecent } from './repository.ts';

/** The teams the dashboard names as having confirmed nothing for longest. */
const TEAMS_LISTED = 10;

/** How fresh readiness is: per state and capability, and the teams that confirmed least recently. */
async function readinessFreshness(db: Database, now: Date): Promise<AdminDashboard['readiness']> {
  const [counts, teams] = await Promise.all([
    countReadinessByState(db, readinessCurrentSince(dayInNigeria(now))),
    findTeamsLeastRecent(db, TEAMS_LISTED),
  ]);
  const byState = new Map<string, AdminDashboard['readiness']['byState'][number]>();
  for (const { stateAlias, stateName, ...capability } of counts) {
    const state = byState.get(stateAlias) ?? {
      state: { alias: stateAlias, name: stateName },
      capabilities: [],
    };
    state.capabilities.push(capability);
    byState.set(stateAlias, state);
  }
  return {
    byState: [...byState.values()],
    teamsLeastRecent: teams.map(({ id, name, state, lastConfirmedAt }) => ({
      facility: { id, name },
      state,
      lastConfirmedAt,
    })),
  };
}

/**
 * The admin dashboard's numbers: listings by status, reported reviews and duplicates still to look at, and
 * how fresh readiness is at `now`.
 */
export async function readAdminDashboard(db: Database, now: Date): Promise<AdminDashboard> {
  const [directory, reported, readiness] = await Promise.all([
    countDirectory(db),
    listReviewsForModeration(db, { status: 'reported', page: 1, pageSize: 1 }),
    readinessFreshness(db, now),
  ]);
  return { ...directory, reviewsToModerate: reported.total, readiness };
}
