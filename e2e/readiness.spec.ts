import { expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { facilityTeamMember, findFacility, searchResults } from './support/listings';

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

  // The team ticks what it can do today on its dashboard and saves.
  await useSessionInBrowser(page, tokens);
  await page.goto('/facility/dashboard');
  await expectPage(page, '/facility/dashboard', `Welcome, ${account.firstName}`);
  const listing = page.getByRole('region', { name: `Your listing: ${facility.name}` });
  const emergency = listing.getByRole('group', { name: 'What you can do in an emergency' });
  const caesarean = emergency.getByRole('listitem').filter({ hasText: 'Caesarean section' });
  await caesarean.getByRole('checkbox', { name: 'Caesarean section' }).check();
  await caesarean.getByLabel('Source (optional)').fill('Our theatre, checked by the matron');
  await listing.getByRole('button', { name: 'Save the listing' }).click();
  await expect(page.getByRole('status').getByText(/^Your listing is saved/)).toBeVisible();
  await expect(emergency.getByText('Confirmed today: search trusts it for 90 more days.')).toBeVisible();

  // A visitor on a phone without scripts filters the results by it, in plain words.
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/search-result?q=${encodeURIComponent(facility.name)}`);
  await visitor.locator('summary', { hasText: 'Filters' }).click();
  await visitor.getByRole('checkbox', { name: 'Can do a caesarean section' }).check();
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
