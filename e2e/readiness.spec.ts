import { expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/page-checks';
import { facilityTeamMember, findFacility, patchFacilityAsAdmin, searchResults } from './support/listings';

/** The day `count` days ago in Nigeria, as YYYY-MM-DD. */
const daysAgo = (count: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() - count * 86_400_000),
  );

/** The day today in Nigeria, as the pages write it in English ("30 November 2026"). */
const todayInNigeria = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  }).format(new Date());

test('a facility’s team confirms it can do a caesarean section; a visitor without scripts finds it by that, dated', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const facility = await findFacility(
    request,
    (candidate) =>
      candidate.status === 'active' &&
      candidate.readiness.length === 0 &&
      candidate.services.some((service) => service.slug === 'caesarean-section'),
  );
  const { account, tokens } = await facilityTeamMember(request, facility.id);
  // CareFinder listed its oxygen a hundred days ago: search no longer trusts it.
  await patchFacilityAsAdmin(request, facility.id, {
    readiness: [{ capability: { slug: 'oxygen' }, confirmedAt: daysAgo(100), source: 'State list' }],
  });

  // The team ticks what it can do today on its dashboard and saves.
  await useSessionInBrowser(page, tokens);
  await page.goto('/facility/dashboard');
  await expectPage(page, '/facility/dashboard', `Welcome, ${account.firstName}`);
  const listing = page.getByRole('region', { name: `Your listing: ${facility.name}` });
  const emergency = listing.getByRole('group', { name: 'What you can do in an emergency' });
  const caesarean = emergency.getByRole('listitem').filter({ hasText: 'Caesarean section' });
  await caesarean.getByRole('checkbox', { name: 'Caesarean section' }).check();
  await caesarean.getByLabel('Source (optional)').fill('Our theatre, checked by the matron');
  const oxygen = emergency.getByRole('listitem').filter({ hasText: 'Oxygen' });
  await expect(oxygen).toContainText('Confirmed 100 days ago: search no longer trusts it.');
  // One tap saves the form and confirms today every fact ticked, the old one too.
  await emergency.getByRole('button', { name: 'Still true today' }).click();
  await expect(page.getByRole('status').getByText(/^Your listing is saved/)).toBeVisible();
  await expect(oxygen).toContainText('Confirmed today: search trusts it for 90 more days.');
  await expect(caesarean).toContainText('Confirmed today: search trusts it for 90 more days.');

  // A visitor on a phone without scripts filters the results by it, in plain words.
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/search-result?q=${encodeURIComponent(facility.name)}`);
  await visitor.locator('summary', { hasText: 'Filters' }).click();
  await visitor.getByRole('checkbox', { name: 'Can do a caesarean section' }).check();
  await visitor.getByRole('checkbox', { name: 'Has oxygen' }).check();
  await visitor.getByRole('button', { name: 'Apply filters' }).click();
  await expect(visitor).toHaveURL(/capability=caesarean-section/);
  await expect(searchResults(visitor).getByRole('link', { name: facility.name })).toBeVisible();
  await searchResults(visitor).getByRole('link', { name: facility.name }).click();
  const section = visitor.getByRole('region', { name: 'In an emergency' });
  await expect(section).toContainText('Caesarean section');
  await expect(section).toContainText(`Confirmed by the facility on ${todayInNigeria()}`);
  await expect(section).toContainText('Our theatre, checked by the matron');
  await visitorContext.close();
});

test('an ADMIN closes a state’s public facilities for a strike: their pages say so, and reopening them undoes it', async ({
  page,
  request,
  roleAccounts,
}) => {
  test.slow();
  // Days ahead, so no other test's open-now search meets them; Zamfara, which no other test reads.
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  const [from, to] = [day(40), day(41)];
  const facility = await findFacility(
    request,
    (candidate) =>
      candidate.status === 'active' &&
      candidate.ownership === 'public' &&
      candidate.place.state?.alias === 'zamfara' &&
      candidate.hoursExceptions.length === 0,
  );
  const reason = `Health workers’ strike ${Date.now() % 100_000}`;

  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/closures');
  await expectPage(page, '/admin/closures', 'Closures');
  await page.getByRole('link', { name: 'Add a closure' }).click();
  const add = page.getByRole('region', { name: 'Add a closure' });
  await add.getByLabel('State').selectOption({ label: 'Zamfara' });
  await add.getByLabel('Ownership').selectOption({ label: 'Public' });
  await add.getByLabel('First day').fill(from);
  await add.getByLabel('Last day').fill(to);
  await add.getByLabel('Why').fill(reason);
  await add.getByRole('button', { name: 'Add the closure' }).click();
  await expect(page.getByRole('status').getByText(/is added\.$/)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('Zamfara · public');
  await expectNoAxeViolations(page);

  await page.goto(`/facilities/${facility.id}`);
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await expect(hours).toContainText(`Closed`);
  await expect(hours).toContainText(`: ${reason}`);

  await page.goto('/admin/closures');
  await page
    .getByRole('row')
    .filter({ hasText: reason })
    .getByRole('button', { name: /^Reopen / })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reopen' }).click();
  await expect(
    page.getByRole('status').getByText(/its facilities are open again on those days\.$/),
  ).toBeVisible();
  await page.goto(`/facilities/${facility.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(facility.name);
  await expect(page.getByText(reason)).toHaveCount(0);
});

test('an ADMIN checks a ministry’s readiness list, corrects it, applies it, and the facility’s page shows the fact', async ({
  page,
  request,
  roleAccounts,
}) => {
  const facility = await findFacility(
    request,
    (candidate) =>
      candidate.status === 'active' &&
      candidate.readiness.length === 0 &&
      candidate.place.state?.alias === 'kebbi',
  );
  const csv = (rows: string[]) => ({
    name: 'kebbi-readiness.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['facility,capability,confirmed,source', ...rows].join('\n')),
  });
  const today = daysAgo(0);

  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/readiness-import');
  await expectPage(page, '/admin/readiness-import', 'Readiness from a list');
  await page
    .getByLabel('CSV file')
    .setInputFiles(
      csv([
        `${facility.id},antivenom,${today},Kebbi SMoH list`,
        `${facility.id},teleportation,${today},Kebbi SMoH list`,
      ]),
    );
  await page.getByRole('button', { name: 'Check the file' }).click();
  const rows = page.getByRole('region', { name: 'Rows of the list' });
  await expect(rows).toContainText('No capability has the slug "teleportation".');
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel('CSV file').setInputFiles(csv([`${facility.id},antivenom,${today},Kebbi SMoH list`]));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(rows).toContainText('New fact');
  await page.getByRole('button', { name: 'Apply 1 fact' }).click();
  await expect(page.getByRole('status').getByText('The list is applied: 1 fact written.')).toBeVisible();

  await page.goto(`/facilities/${facility.id}`);
  const section = page.getByRole('region', { name: 'In an emergency' });
  await expect(section).toContainText('Snakebite antivenom');
  await expect(section).toContainText(
    `Confirmed by CareFinder on ${todayInNigeria()} · Source: Kebbi SMoH list`,
  );
});
