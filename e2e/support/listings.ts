import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { FacilityDetail, ProviderDetail, SessionTokens, SitemapPage } from '@carefinder/contracts';
import { adminAccessToken, API_HEADERS, makeAccount, refreshByApi, signUpByApi } from './accounts';
import type { TestAccount } from './accounts';
import { linkIn, waitForMail } from './mailbox';

/**
 * The e2e server starts with the demo dataset (SEED_DEMO defaults to true), so tests take real ids from
 * the API's sitemap pages and read the listings through the API, as the pages do.
 */
async function sitemapIds(
  request: APIRequestContext,
  listing: 'facilities' | 'providers',
): Promise<string[]> {
  const response = await request.get(`/api/sitemap/${listing}?page=1`, { headers: API_HEADERS });
  expect(response.status()).toBe(200);
  return ((await response.json()) as SitemapPage).items.map((item) => item.id);
}

export async function getFacility(request: APIRequestContext, id: string): Promise<FacilityDetail> {
  const response = await request.get(`/api/facilities/${id}`, { headers: API_HEADERS });
  expect(response.status()).toBe(200);
  return (await response.json()) as FacilityDetail;
}

export async function getProvider(request: APIRequestContext, id: string): Promise<ProviderDetail> {
  const response = await request.get(`/api/providers/${id}`, { headers: API_HEADERS });
  expect(response.status()).toBe(200);
  return (await response.json()) as ProviderDetail;
}

/**
 * The `nth` facility (in sitemap order) that `matches`. Tests that change a facility (a review, a vote)
 * each take a different one, so tests running in parallel never share the rows they change.
 */
export async function findFacility(
  request: APIRequestContext,
  matches: (facility: FacilityDetail) => boolean,
  nth = 0,
): Promise<FacilityDetail> {
  let seen = 0;
  for (const id of await sitemapIds(request, 'facilities')) {
    const facility = await getFacility(request, id);
    if (matches(facility) && seen++ === nth) return facility;
  }
  throw new Error('No facility in the demo dataset matches');
}

export async function firstProvider(request: APIRequestContext): Promise<ProviderDetail> {
  return providerAt(request, 0);
}

/** The provider at `index` of the sitemap's order, so that tests that change one do not meet. */
export async function providerAt(request: APIRequestContext, index: number): Promise<ProviderDetail> {
  const id = (await sitemapIds(request, 'providers'))[index];
  if (!id) throw new Error(`The demo dataset has no provider number ${index}`);
  return getProvider(request, id);
}

/** A new account whose e-mail address is verified with the link the SMTP sink received; reviews need one. */
export async function signUpVerified(
  request: APIRequestContext,
  label: string,
): Promise<{ account: TestAccount; tokens: SessionTokens }> {
  const account = makeAccount({ label, firstName: 'Ngozi', lastName: 'Adeyemi' });
  const { access_token, refresh_token } = await signUpByApi(request, account);
  const message = await waitForMail(request, account.email, (mail) => mail.text.includes('/verify-token'));
  const token = new URL(linkIn(message, '/verify-token')).searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { headers: API_HEADERS, data: { token } });
  expect(verified.status(), await verified.text()).toBeLessThan(300);
  return { account, tokens: { access_token, refresh_token } };
}

/** Spec §3: an average to one decimal, as lib/format/rating.ts gives it. */
export const oneDecimal = (averageRating: number) =>
  (Math.round(Number((averageRating * 10).toPrecision(12))) / 10).toFixed(1);

/** The results of a search page: its list items that carry a listing's heading (the page has other lists). */
export const searchResults = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/**
 * A new account on the facility's team, as an approved claim makes one: the claim is sent and an ADMIN
 * approves it by the API; the session is renewed so its tokens carry the FACILITY_ADMIN role.
 */
export async function facilityTeamMember(
  request: APIRequestContext,
  facilityId: string,
): Promise<{ account: TestAccount; tokens: SessionTokens }> {
  const account = makeAccount({
    label: 'team',
    firstName: 'Amina',
    lastName: `Bello ${Date.now() % 100_000}`,
  });
  const session = await signUpByApi(request, account);
  const asClaimant = { ...API_HEADERS, authorization: `Bearer ${session.access_token}` };
  const claim = await request.post(`/api/facilities/${facilityId}/claims`, {
    headers: asClaimant,
    data: { role: 'Matron', message: 'Call the front desk of the facility to check who I am.' },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const claimUrl = `/api/admin/claims/${((await claim.json()) as { id: string }).id}`;
  const asAdmin = { ...API_HEADERS, authorization: `Bearer ${await adminAccessToken(request)}` };
  const read = await request.get(claimUrl, { headers: asAdmin });
  const approved = await request.patch(claimUrl, {
    headers: { ...asAdmin, 'if-match': read.headers().etag ?? '' },
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const { tokens } = await refreshByApi(request, session.refresh_token);
  if (!tokens) throw new Error('renewing the new team member’s session failed');
  return { account, tokens };
}

/** A PATCH of the facility by an ADMIN, with the ETag just read. */
export async function patchFacilityAsAdmin(
  request: APIRequestContext,
  id: string,
  changes: object,
): Promise<void> {
  const headers = { ...API_HEADERS, authorization: `Bearer ${await adminAccessToken(request)}` };
  const current = await request.get(`/api/facilities/${id}`, { headers });
  const response = await request.patch(`/api/facilities/${id}`, {
    headers: { ...headers, 'if-match': current.headers().etag ?? '' },
    data: changes,
  });
  expect(response.status(), await response.text()).toBe(200);
}
