import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures';
import type { APIRequestContext } from '@playwright/test';
import type { AuthResponse, DuplicatePair, DuplicatePairList, ReviewList } from '@carefinder/contracts';
import { API_HEADERS, expectPage, makeAccount, signUpByApi, useSessionInBrowser } from './support/accounts';
import { linkIn, waitForMail } from './support/mailbox';
import { startOwnServer, type OwnServer } from './support/own-server';
import { expectNoAxeViolations } from './support/page-checks';
import { E2E_ADMIN, e2eServerEnv } from './support/server-env';

/**
 * Only the registry import flags likely duplicates, and the shared e2e server's embedded database belongs to
 * that server alone (one process per data directory). So this file imports a small GRID3 file with the
 * importer's own CLI (`npm run import:grid3`) into a data directory of its own, then starts the built app on
 * it exactly as the shared one is started: the pairs on the dashboard are the ones the importer flagged.
 */
test.describe.configure({ mode: 'serial' });

const GRID3_HEADER =
  'OBJECTID,globalid,nhfr_uid,nhfr_facility_code,country,iso,state,lga,lga_name_disagreement,ward,' +
  'ward_name_disagreement,facility_name,facility_name_source,ownership,ownership_type,facility_level,' +
  'facility_level_option,latitude,longitude,geocoordinates_source,last_updated,x,y';

/** A Kano registry row; rows of one name within 1 km of each other are flagged. */
function grid3Row(n: number, name: string, fields: { code?: string; ward: string; latitude: number }) {
  const { code = '', ward, latitude } = fields;
  return (
    `${n},5c0ffee0-0000-4000-8000-${String(n).padStart(12, '0')},${90_000_000 + n},${code},Nigeria,NGA,` +
    `Kano,Dala,0,${ward},0,${name},GRID3_EHEALTH,Public,Local Government,Primary,Primary Health Center,` +
    `${latitude},8.5001,GRID3_EHEALTH,2024-11-11,8.5001,${latitude}`
  );
}

const MERGED_NAME = 'Kofar Mazugal Primary Health Centre';
const DISMISSED_NAME = 'Gwammaja Maternity Home';

let server: OwnServer | undefined;
let dataDir = '';
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'carefinder-e2e-duplicates-'));
  const file = join(dataDir, 'grid3.csv');
  writeFileSync(
    file,
    [
      GRID3_HEADER,
      // About 330 m apart; the first has the registry's facility code, the second another ward.
      grid3Row(1, MERGED_NAME, { code: '20/10/1/1/1/0001', ward: 'Kofar Mazugal', latitude: 12.0001 }),
      grid3Row(2, MERGED_NAME, { ward: 'Dala', latitude: 12.0031 }),
      grid3Row(3, DISMISSED_NAME, { ward: 'Gwammaja', latitude: 12.0101 }),
      grid3Row(4, DISMISSED_NAME, { ward: 'Gwammaja', latitude: 12.0111 }),
    ].join('\n'),
  );
  // The shell's database and origin must not leak in: PGlite in this data directory, this port.
  const { API_URL: _apiUrl, API_KEY: _apiKey, PUBLIC_URL: _publicUrl, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, DATABASE_URL: '' };
  await promisify(execFile)('node_modules/.bin/tsx', ['scripts/import-grid3.ts', file], { env });

  server = await startOwnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SMTP_URL: `smtp://127.0.0.1:${e2eServerEnv().smtpPort}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function adminTokens(request: APIRequestContext) {
  const response = await request.post(`${origin}/api/auth/admin-login`, {
    headers: API_HEADERS,
    data: E2E_ADMIN,
  });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token, refresh_token } = (await response.json()) as AuthResponse;
  return { access_token, refresh_token };
}

async function openPairs(request: APIRequestContext, accessToken: string): Promise<DuplicatePair[]> {
  const response = await request.get(`${origin}/api/admin/duplicates`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as DuplicatePairList).items;
}

/** A verified account on this server (reviews need one) reviews a facility. */
async function review(request: APIRequestContext, facilityId: string, rating: number, comment: string) {
  const account = makeAccount({ label: 'duplicate-reviewer', firstName: 'Ngozi', lastName: 'Adeyemi' });
  const { access_token } = await signUpByApi(request, account, origin);
  const message = await waitForMail(request, account.email, (mail) => mail.text.includes('/verify-token'));
  const token = new URL(linkIn(message, '/verify-token')).searchParams.get('token');
  const verified = await request.post(`${origin}/api/auth/verify-email`, {
    headers: API_HEADERS,
    data: { token },
  });
  expect(verified.status(), await verified.text()).toBeLessThan(300);
  const posted = await request.post(`${origin}/api/facilities/${facilityId}/reviews`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${access_token}` },
    data: { rating, comment },
  });
  expect(posted.status(), await posted.text()).toBe(201);
}

test('an admin merges a pair the import flagged: the other page leads to the kept one, with its reviews', async ({
  page,
  request,
}) => {
  test.slow(); // two verified reviewers, the dashboard, a merge, then the public pages
  const tokens = await adminTokens(request);
  const pair = (await openPairs(request, tokens.access_token)).find(
    (candidate) => candidate.facility.name === MERGED_NAME,
  );
  expect(pair, 'the importer flagged the pair').toBeDefined();
  // Listing A (the earlier id) is kept; Listing B, which has the reviews, is merged into it.
  const kept = pair!.duplicateOf;
  const merged = pair!.facility;
  const comments = [
    'The nurses explained every vaccine to us clearly.',
    'Clean ward, but the queue at the pharmacy was long.',
  ];
  await review(request, merged.id, 5, comments[0]!);
  await review(request, merged.id, 3, comments[1]!);

  await useSessionInBrowser(page, tokens, origin);
  await page.goto(`${origin}/admin/dashboard`);
  await expectPage(page, '/admin/dashboard');
  const section = page.getByRole('region', { name: 'Possible duplicates' });
  const item = section.getByRole('listitem').filter({ hasText: `Two listings named “${MERGED_NAME}”` });
  await expect(item.getByRole('heading', { level: 3 })).toContainText('m apart');
  // What differs is said in words, on the pair and at each field.
  await expect(item).toContainText(/They differ in: .*NHFR code, Reviews\./);
  const listingA = item.getByRole('group', { name: 'Listing A' });
  const listingB = item.getByRole('group', { name: 'Listing B' });
  await expect(kept.nhfrCode ? listingA : listingB).toContainText('NHFR code:20/10/1/1/1/0001(differs)');
  await expect(kept.nhfrCode ? listingB : listingA).toContainText('NHFR code:None(differs)');
  await expect(listingB).toContainText('Reviews:2(differs)');
  await expect(listingA).toContainText('Reviews:0(differs)');
  await expectNoAxeViolations(page);

  // With the keyboard: the dialog starts on Cancel (the safe choice) and Escape closes it.
  const keepA = listingA.getByRole('button', { name: `Keep this one: Listing A, ${MERGED_NAME}` });
  await keepA.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Keep Listing A, “${MERGED_NAME}”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(keepA).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Merge the listings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').getByText(`Merged into “${MERGED_NAME}”: 2 reviews and 0 photos moved`),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  // The decided pair took the focused button with it: focus is back on the section.
  await expect(section.getByRole('heading', { level: 2, name: 'Possible duplicates' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText('merged the facility');

  // The other pair: not duplicates.
  const other = section.getByRole('listitem').filter({ hasText: `Two listings named “${DISMISSED_NAME}”` });
  await other.getByRole('button', { name: 'Not duplicates' }).click();
  await expect(
    page.getByRole('status').getByText('Marked as not duplicates: the pair will not be proposed again.'),
  ).toBeVisible();
  await expect(section).toContainText('No pair of listings is waiting for a decision.');
  expect(await openPairs(request, tokens.access_token)).toEqual([]);

  // The merged facility's API resource and page answer 301 to the kept one.
  const api = await request.get(`${origin}/api/facilities/${merged.id}`, {
    headers: API_HEADERS,
    maxRedirects: 0,
  });
  expect(api.status()).toBe(301);
  expect(api.headers().location).toBe(`/api/facilities/${kept.id}`);
  const pageRedirect = await request.get(`${origin}/facilities/${merged.id}`, { maxRedirects: 0 });
  expect(pageRedirect.status()).toBe(301);
  expect(pageRedirect.headers().location).toBe(`/facilities/${kept.id}`);

  const visit = await page.goto(`${origin}/facilities/${merged.id}`);
  expect(visit?.status()).toBe(200);
  expect(visit?.request().redirectedFrom()?.url()).toBe(`${origin}/facilities/${merged.id}`);
  await expect(page).toHaveURL(`${origin}/facilities/${kept.id}`);
  await expect(page.getByRole('heading', { level: 1, name: MERGED_NAME })).toBeVisible();
  for (const comment of comments) await expect(page.getByRole('main')).toContainText(comment);
  const reviews = (await (
    await request.get(`${origin}/api/facilities/${kept.id}/reviews`, { headers: API_HEADERS })
  ).json()) as ReviewList;
  expect(reviews.total).toBe(2);
});
