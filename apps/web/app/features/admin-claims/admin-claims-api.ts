import type {
  AdminListingClaim,
  AdminListingClaimList,
  ListingClaimDecision,
  ListingClaimStatus,
} from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';
import { redirectIfSessionEnded } from '~/lib/auth/session';

export const ADMIN_CLAIMS_PAGE_SIZE = 20;

export interface AdminClaimsView {
  status: ListingClaimStatus;
  page: number;
  /** The request opened with ?claim=<id>, if any. */
  claimId: string | null;
}

export interface AdminClaimsData {
  view: AdminClaimsView;
  list: AdminListingClaimList;
  /** How many requests wait for a decision, whichever list is shown. */
  pendingCount: number;
  /** The opened request and the ETag to decide it with; null when none is opened or it is gone. */
  opened: { claim: AdminListingClaim; etag: string } | null;
}

const STATUSES: readonly ListingClaimStatus[] = ['pending', 'approved', 'rejected'];

/** The page's URL (?status=&page=&claim=), read leniently: a bad value means the default. */
export function adminClaimsViewFrom(params: URLSearchParams): AdminClaimsView {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    status: STATUSES.find((candidate) => candidate === status) ?? 'pending',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    claimId: params.get('claim') || null,
  };
}

export function adminClaimsHref(view: AdminClaimsView): string {
  const params = new URLSearchParams();
  if (view.status !== 'pending') params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.claimId) params.set('claim', view.claimId);
  const query = params.toString();
  return query ? `/admin/claims?${query}` : '/admin/claims';
}

async function readClaim(id: string) {
  const response = await getBrowserApiClient().get<AdminListingClaim>(
    `/admin/claims/${encodeURIComponent(id)}`,
    {
      // The ETag must be the current one: browsers may keep the answer but must ask again.
      headers: { 'cache-control': 'no-cache' },
    },
  );
  return { claim: response.data, etag: String(response.headers.etag ?? '') };
}

export async function loadAdminClaims(params: URLSearchParams): Promise<AdminClaimsData> {
  const view = adminClaimsViewFrom(params);
  const api = getBrowserApiClient();
  try {
    const [list, pending, opened] = await Promise.all([
      api.get<AdminListingClaimList>('/admin/claims', {
        params: { status: view.status, page: view.page, pageSize: ADMIN_CLAIMS_PAGE_SIZE },
      }),
      view.status === 'pending'
        ? undefined
        : api.get<AdminListingClaimList>('/admin/claims', { params: { status: 'pending', pageSize: 1 } }),
      view.claimId ? readClaim(view.claimId).catch(() => null) : null,
    ]);
    return { view, list: list.data, pendingCount: (pending ?? list).data.total, opened };
  } catch (error) {
    return redirectIfSessionEnded(error);
  }
}

/** How many requests wait for a decision (the admin dashboard's link). */
export async function countPendingClaims(): Promise<number> {
  const { data } = await getBrowserApiClient().get<AdminListingClaimList>('/admin/claims', {
    params: { status: 'pending', pageSize: 1 },
  });
  return data.total;
}

export async function decideClaim(id: string, decision: ListingClaimDecision, etag: string) {
  const { data } = await getBrowserApiClient().patch<AdminListingClaim>(
    `/admin/claims/${encodeURIComponent(id)}`,
    decision,
    { headers: { 'if-match': etag } },
  );
  return data;
}
