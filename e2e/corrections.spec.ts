import { expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/page-checks';
import { facilityTeamMember, findFacility, searchResults } from './support/listings';

test('a visitor without scripts reports a facility closed for good; its team accepts, and search stops listing it', async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // a whole journey: the visitor's two pages without scripts, the team's dashboard, the search
  const facility = await findFacility(
    request,
    (candidate) => candidate.status === 'active' && candidate.openingStatus?.isAlwaysOpen === true,
    // Not the first such: other journeys take those, and this one closes it.
    5,
  );
  const { account, tokens } = await facilityTeamMember(request, facility.id);

  // A visitor on a phone without scripts: "Suggest a correction", what is wrong, then why.
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/facilities/${facility.id}`);
  await visitor.getByRole('link', { name: 'Suggest a correction' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Suggest a correction');
  await visitor.getByRole('radio', { name: 'It has closed for good' }).check();
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor).toHaveURL(/\/correction\?kind=closed$/);
  await visitor.getByRole('button', { name: 'Send the correction' }).click();
  await expect(visitor.getByRole('alert')).toContainText('Say in a few words how you know.');
  await visitor.getByLabel('How do you know?').fill('The gate is locked and the sign is gone.');
  await visitor.getByRole('button', { name: 'Send the correction' }).click();
  await expect(visitor.getByRole('main').getByRole('status')).toContainText(
    'Thank you: your correction has reached us',
  );
  // Nothing changes before a reviewer accepts it.
  await visitor.goto(`/search-result?q=${encodeURIComponent(facility.name)}&openNow=true`);
  await expect(searchResults(visitor).getByRole('link', { name: facility.name })).toBeVisible();

  // The form with scripts, at its longest (the week's hours), passes axe.
  await page.goto(`/facilities/${facility.id}/correction?kind=hours`);
  await expect(page.getByRole('group', { name: 'The hours it keeps each day' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The team finds it on its dashboard and accepts it.
  await useSessionInBrowser(page, tokens);
  await page.goto('/facility/dashboard');
  await expectPage(page, '/facility/dashboard', `Welcome, ${account.firstName}`);
  const corrections = page.getByRole('region', { name: 'Corrections from visitors' });
  await expect(corrections).toContainText('Closed for good');
  await expect(corrections).toContainText('“The gate is locked and the sign is gone.”');
  await expectNoAxeViolations(page);
  await corrections.getByRole('button', { name: /^Accept\b.*Closed for good/ }).click();
  await expect(page.getByRole('status').getByText('Accepted: your listing says so now.')).toBeVisible();

  // Search no longer lists it as open; its page says it is closed.
  await visitor.goto(`/search-result?q=${encodeURIComponent(facility.name)}&openNow=true`);
  await expect(searchResults(visitor).getByRole('link', { name: facility.name })).toHaveCount(0);
  await visitorContext.close();
});
