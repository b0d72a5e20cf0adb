import { expect, test } from './support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectPage, refreshByApi, sessionWithRole, useSessionInBrowser } from './support/accounts';
import { e2eServerEnv, SHORT_ACCESS_TOKEN_TTL_SECONDS } from './support/server-env';

// These run against the second app server, whose access tokens live SHORT_ACCESS_TOKEN_TTL_SECONDS.
const origin = `http://127.0.0.1:${e2eServerEnv().shortTtlPort}`;
test.use({ baseURL: origin });

const outliveTheAccessToken = (page: Page) =>
  page.waitForTimeout((SHORT_ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);

/** A new USER signed in in this browser, on their dashboard. */
async function onTheDashboard(page: Page, request: APIRequestContext) {
  const { tokens } = await sessionWithRole(request, 'USER', origin);
  await useSessionInBrowser(page, tokens, origin);
  await page.goto('/user/dashboard');
  await expectPage(page, '/user/dashboard', 'Welcome, Ada');
  return tokens;
}

test('an expired access token is refreshed transparently while the user moves between pages', async ({
  page,
  request,
}) => {
  const tokens = await onTheDashboard(page, request);

  await outliveTheAccessToken(page);
  const refreshed = page.waitForResponse((response) => response.url().includes('/api/auth/refresh-token'));
  await page.getByRole('link', { name: 'Edit your name, phone number and language' }).click();

  expect((await refreshed).status()).toBe(200);
  await expectPage(page, '/user/profile', 'Your profile');
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  const stored = await page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
  expect(stored.accessToken).not.toBe(tokens.access_token);
  expect(stored.refreshToken).not.toBe(tokens.refresh_token);
  // The persisted user slice received the new access token too (spec §4).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('persist:user') ?? ''))
    .toContain(stored.accessToken ?? 'missing');
});

test('two tabs whose access token expired refresh at the same moment: both stay signed in', async ({
  page,
  context,
  request,
}) => {
  await onTheDashboard(page, request);
  const otherTab = await context.newPage();
  await otherTab.goto('/user/dashboard');
  await expectPage(otherTab, '/user/dashboard', 'Welcome, Ada');

  await outliveTheAccessToken(page);
  // Both tabs ask the API at once with the expired token, so both need a new one at the same moment.
  await Promise.all(
    [page, otherTab].map((tab) =>
      tab.getByRole('link', { name: 'Edit your name, phone number and language' }).click(),
    ),
  );

  for (const tab of [page, otherTab]) {
    await expectPage(tab, '/user/profile', 'Your profile');
    await expect(tab.getByLabel('First name')).toHaveValue('Ada');
  }
  // One refresh token is live for the browser, and it still refreshes: the session was not taken as stolen.
  const stored = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(await otherTab.evaluate(() => localStorage.getItem('refreshToken'))).toBe(stored);
  expect((await refreshByApi(request, stored ?? '', origin)).status).toBe(200);
});

test('a refresh token someone else already used ends the session: the user is signed out', async ({
  page,
  request,
}) => {
  await onTheDashboard(page, request);

  // A thief redeems the refresh token this browser holds (the browser may have rotated it already).
  const heldByBrowser = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const stolen = await refreshByApi(request, heldByBrowser ?? '', origin);
  expect(stolen.status).toBe(200);

  await outliveTheAccessToken(page);
  await page.getByRole('link', { name: 'Edit your name, phone number and language' }).click();

  await expect(
    page.getByRole('status').getByText('Your session has ended. Please sign in again.'),
  ).toBeVisible();
  await expectPage(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  // The reuse revoked the whole session, the thief's new tokens included.
  expect((await refreshByApi(request, stolen.tokens?.refresh_token ?? '', origin)).status).toBe(401);
});
