import type { AffiliationRequest, AffiliationRequestList, SearchResult } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';

const path = (kind: 'providers' | 'facilities', id: string) =>
  `/${kind}/${encodeURIComponent(id)}/affiliation-requests`;

/** The doctor's requests to be listed at facilities, newest first. */
export async function loadOwnAffiliationRequests(providerId: string): Promise<AffiliationRequest[]> {
  const { data } = await getBrowserApiClient().get<AffiliationRequestList>(path('providers', providerId));
  return data.items;
}

/** The doctors waiting for the facility's answer, oldest first. */
export async function loadPendingAffiliationRequests(facilityId: string): Promise<AffiliationRequest[]> {
  const { data } = await getBrowserApiClient().get<AffiliationRequestList>(path('facilities', facilityId));
  return data.items;
}

export async function askToBeListed(
  providerId: string,
  body: { facilityId: string; message?: string },
): Promise<AffiliationRequest> {
  const { data } = await getBrowserApiClient().post<AffiliationRequest>(path('providers', providerId), body);
  return data;
}

export async function decideAffiliationRequest(
  requestId: string,
  body: { status: 'approved' | 'rejected'; reason?: string },
): Promise<AffiliationRequest> {
  const { data } = await getBrowserApiClient().patch<AffiliationRequest>(
    `/affiliation-requests/${encodeURIComponent(requestId)}`,
    body,
  );
  return data;
}

/** Facilities whose name matches `q`, best first (the public search), to ask to be listed at one. */
export async function findFacilitiesToJoin(q: string): Promise<SearchResult['items']> {
  const { data } = await getBrowserApiClient().get<SearchResult>('/search', {
    params: { q, kind: 'facility', pageSize: 8 },
  });
  return data.items;
}
