import { readFile } from 'node:fs/promises';
import { API_HEADERS, expectPage, makeAccount, signUpByApi, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { findFacility } from './support/listings';
import { expectNoAxeViolations } from './support/page-checks';

// The browser gives a position when asked at start (spec §4): the dashboard shows it kept, and forgets it.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 6.6018, longitude: 3.3515 } });

test('a user saves a facility, forgets their location, downloads their data, and deletes their account for good', async ({
  page,
  request,
}) => {
  test.slow(); // a save, the dashboard with axe, a download and the deletion
  const facility = await findFacility(request, (candidate) => candidate.status === 'active', 11);
  const account = makeAccount({
    label: 'leaving',
    firstName: 'Tobi',
    lastName: `Ade ${Date.now() % 100_000}`,
  });
  const session = await signUpByApi(request, account);
  await useSessionInBrowser(page, session);
  // The position asked at start is kept before the next page load, which would cut the asking short.
  await page.waitForFunction(() => (localStorage.getItem('persist:location') ?? '').includes('latitude'));

  // On the facility's page, once the page knows who is signed in, the button saves it (pressed).
  await page.goto(`/facilities/${facility.id}`);
  const save = page.getByRole('button', { name: 'Save to your list' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved to your list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/user/dashboard');
  await expectPage(page, '/user/dashboard', `Welcome, ${account.firstName}`);
  const saved = page.getByRole('region', { name: 'Saved facilities and doctors' });
  await expect(saved.getByRole('link', { name: facility.name })).toHaveAttribute(
    'href',
    `/facilities/${facility.id}`,
  );
  await expectNoAxeViolations(page);

  const location = page.getByRole('region', { name: 'Your location' });
  await expect(location).toContainText('(6.602, 3.352)');
  await location.getByRole('button', { name: 'Forget my location' }).click();
  await expect(location.getByText('This browser keeps no location.')).toBeFocused();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('persist:location') ?? ''))
    .not.toContain('latitude');

  // The copy of the account's data names the saved facility.
  const yourData = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('carefinder-my-data.json');
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    account: { email: string };
    saved: { id: string }[];
  };
  expect(data.account.email).toBe(account.email);
  expect(data.saved.map((listing) => listing.id)).toEqual([facility.id]);

  // A wrong password is named at its field; the right one, confirmed, deletes the account.
  await yourData.getByLabel('Your password').fill('not my password');
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account for good?' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  await expect(yourData.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
  await yourData.getByLabel('Your password').fill(account.password);
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account for good?' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  await expect(
    page.getByRole('status').getByText('Your account is deleted. Thank you for using CareFinder.'),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  const login = await request.post('/api/auth/login', {
    headers: API_HEADERS,
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);
});
