import type { AdminDashboard, AdminReviewList, AuditLogPage, PublicUser } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';
import { loadCurrentUser } from './account-api';

export const REVIEWS_TO_MODERATE_PAGE_SIZE = 5;
export const RECENT_AUDIT_ENTRIES = 8;

export interface AdminDashboardData {
  me: PublicUser;
  counts: AdminDashboard;
  reported: AdminReviewList;
  recent: AuditLogPage;
}

/** The dashboard: who is signed in, the numbers, a page of reported reviews (?reviewsPage=), the last writes. */
export async function loadAdminDashboard(params: URLSearchParams): Promise<AdminDashboardData> {
  const page = Number(params.get('reviewsPage'));
  const api = getBrowserApiClient();
  try {
    const [{ me }, counts, reported, recent] = await Promise.all([
      loadCurrentUser(),
      api.get<AdminDashboard>('/admin/dashboard'),
      api.get<AdminReviewList>('/admin/reviews', {
        params: {
          status: 'reported',
          page: Number.isInteger(page) && page > 0 ? page : 1,
          pageSize: REVIEWS_TO_MODERATE_PAGE_SIZE,
        },
      }),
      api.get<AuditLogPage>('/admin/audit-log', { params: { pageSize: RECENT_AUDIT_ENTRIES } }),
    ]);
    return { me, counts: counts.data, reported: reported.data, recent: recent.data };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

/** An ADMIN's decision on a reported review: hide it (with the reason its author sees) or keep it. */
export async function moderateReview(
  reviewId: string,
  decision: { status: 'hidden' | 'published'; reason: string },
): Promise<void> {
  await getBrowserApiClient().patch(`/admin/reviews/${encodeURIComponent(reviewId)}`, decision);
}
