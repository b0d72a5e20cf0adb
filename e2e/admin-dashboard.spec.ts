import type { FacilityDetail, ReviewList } from '@carefinder/contracts';
import { API_HEADERS, expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { findFacility, signUpVerified } from './support/listings';
import { expectNoAxeViolations } from './support/page-checks';

test('an admin hides a reported review, finds it among the hidden with the reason and who hid it, and restores it', async ({
  page,
  request,
  roleAccounts,
}) => {
  test.slow(); // a verified reporter, a report, then the reviews page twice and the public page twice
  const facility: FacilityDetail = await findFacility(request, (candidate) => candidate.reviewsCount >= 2, 4);
  const reviews = (await (
    await request.get(`/api/facilities/${facility.id}/reviews`, { headers: API_HEADERS })
  ).json()) as ReviewList;
  const review = reviews.items[0]!;
  const excerpt = review.comment.slice(0, 40);
  const reporter = await signUpVerified(request, 'reporter');
  const reported = await request.post(`/api/reviews/${review.id}/report`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${reporter.tokens.access_token}` },
    data: { reason: 'Advertises another clinic.' },
  });
  expect(reported.status(), await reported.text()).toBeLessThan(300);

  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/dashboard');
  await expectPage(page, '/admin/dashboard');
  // How fresh readiness is: Lagos's facilities with 24-hour emergency care confirmed, of all that list it.
  const readiness = page.getByRole('region', { name: 'Readiness' });
  await expect(
    readiness
      .getByRole('row', { name: /^Lagos / })
      .getByRole('cell')
      .first(),
  ).toHaveText(/^\d+ of \d+$|^–$/);
  await page.getByRole('link', { name: /^Reviews to moderate: \d+$/ }).click();
  await expectPage(page, '/admin/reviews', 'Reviews');
  const row = page.getByRole('row').filter({ hasText: excerpt });
  await row.getByRole('link', { name: `for ${facility.name}` }).click();
  const opened = page.getByRole('region', { name: /out of 5 for/ });
  await expect(opened).toContainText('Advertises another clinic. (1)');
  await expectNoAxeViolations(page);

  // Hiding needs a reason, named at its field; then the review is hidden, and says by whom.
  await opened.getByRole('button', { name: 'Hide review' }).click();
  await expect(
    opened.getByText('Say why this review is hidden; its author will see it.').first(),
  ).toBeVisible();
  await opened.getByLabel('Reason, shown to the author if you hide it').fill('It promotes another business.');
  await opened.getByRole('button', { name: 'Hide review' }).click();
  await expect(
    page.getByRole('status').getByText('The review is hidden. Its author sees why.'),
  ).toBeVisible();
  await expect(opened).toContainText('The reason its author sees: It promotes another business.');
  await expect(opened).toContainText(/Hidden on .+ by /);

  const hiddenNow = (await (
    await request.get(`/api/facilities/${facility.id}/reviews`, { headers: API_HEADERS })
  ).json()) as ReviewList;
  expect(hiddenNow.items.map((item) => item.id)).not.toContain(review.id);

  // The audit log has it in words, found by its action, with the fields before and after.
  await page.goto('/admin/audit');
  await expectPage(page, '/admin/audit', 'Audit log');
  const search = page.getByRole('search', { name: 'Search entries' });
  await search.getByLabel('Action').selectOption('review.hide');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/action=review\.hide/);
  const logged = page.getByRole('row').filter({ hasText: `hid the review ${review.id}` });
  await logged.getByText('Before and after').click();
  await expect(logged.getByRole('row', { name: /^moderation reason/ })).toContainText(
    'It promotes another business.',
  );
  await expectNoAxeViolations(page);

  // Among the hidden, with its reason; restored, it is back on the facility's page.
  await page.goto('/admin/reviews?status=hidden');
  await expect(page.getByRole('row').filter({ hasText: excerpt })).toContainText(
    'It promotes another business.',
  );
  await page.getByRole('row').filter({ hasText: excerpt }).getByRole('link').first().click();
  await opened.getByRole('button', { name: 'Restore the review' }).click();
  await expect(
    page.getByRole('status').getByText('The review is published; its reports are dismissed.'),
  ).toBeVisible();
  await page.goto(`/facilities/${facility.id}`);
  await expect(page.getByRole('main')).toContainText(excerpt);
});
