import type { AdminDashboard } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { listReviewsForModeration } from '../reviews/service.ts';
import { countDirectory } from './repository.ts';

/** The admin dashboard's numbers: listings by status, reported reviews and duplicates still to look at. */
export async function readAdminDashboard(db: Database): Promise<AdminDashboard> {
  const [directory, reported] = await Promise.all([
    countDirectory(db),
    listReviewsForModeration(db, { status: 'reported', page: 1, pageSize: 1 }),
  ]);
  return { ...directory, reviewsToModerate: reported.total };
}
