import type {
  AdminContactMessageList,
  AdminListingClaimList,
  FacilityMoveList,
  AdminDashboard,
  AuditLogPage,
  DuplicateMergeResult,
  DuplicatePairList,
  PublicUser,
} from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';
import { loadCurrentUser } from './account-api';

export const RECENT_AUDIT_ENTRIES = 8;
export const DUPLICATES_PAGE_SIZE = 5;

export interface AdminDashboardData {
  me: PublicUser;
  counts: AdminDashboard;
  recent: AuditLogPage;
  duplicates: DuplicatePairList;
  /** Contact messages not closed yet (/admin/messages). */
  openMessages: number;
  /** Requests to manage a listing waiting for a decision (/admin/claims). */
  pendingClaims: number;
  /** Facility teams' moves waiting for a check. */
  pendingMoves: number;
}

const pageParam = (params: URLSearchParams, name: string) => {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * The dashboard: who is signed in, the numbers, a page of possible duplicates (?duplicatesPage=), the last
 * writes.
 */
export async function loadAdminDashboard(params: URLSearchParams): Promise<AdminDashboardData> {
  const api = getBrowserApiClient();
  try {
    const [{ me }, counts, recent, duplicates, openMessages, pendingClaims, pendingMoves] = await Promise.all(
      [
        loadCurrentUser(),
        api.get<AdminDashboard>('/admin/dashboard'),
        api.get<AuditLogPage>('/admin/audit-log', { params: { pageSize: RECENT_AUDIT_ENTRIES } }),
        api.get<DuplicatePairList>('/admin/duplicates', {
          params: { page: pageParam(params, 'duplicatesPage'), pageSize: DUPLICATES_PAGE_SIZE },
        }),
        api.get<AdminContactMessageList>('/admin/contact-messages', {
          params: { status: 'open', pageSize: 1 },
        }),
        api.get<AdminListingClaimList>('/admin/claims', { params: { status: 'pending', pageSize: 1 } }),
        api.get<FacilityMoveList>('/admin/facility-moves', { params: { status: 'pending', pageSize: 1 } }),
      ],
    );
    return {
      me,
      counts: counts.data,
      recent: recent.data,
      duplicates: duplicates.data,
      openMessages: openMessages.data.total,
      pendingClaims: pendingClaims.data.total,
      pendingMoves: pendingMoves.data.total,
    };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

/** An ADMIN's decision on a pair of possible duplicates: merge it into `keep`. */
export async function mergeDuplicates(flagId: string, keep: string): Promise<DuplicateMergeResult> {
  const response = await getBrowserApiClient().post<DuplicateMergeResult>(
    `/admin/duplicates/${encodeURIComponent(flagId)}/merge`,
    { keep },
  );
  return response.data;
}

/** "Not duplicates": the pair is not proposed again. */
export async function dismissDuplicates(flagId: string): Promise<void> {
  await getBrowserApiClient().post(`/admin/duplicates/${encodeURIComponent(flagId)}/dismiss`);
}
