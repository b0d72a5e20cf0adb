import type { FacilityDetail, ReviewList } from '@carefinder/contracts';
import { API_HEADERS, expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { findFacility, signUpVerified } from './support/listings';
import { expectNoAxeViolations } from './support/page-checks';

test('an admin hides a reported review from the dashboard: it leaves the queue and the facility page', async ({
  page,
  request,
  roleAccounts,
}) => {
  test.slow(); // a verified reporter, a report, then the dashboard and the public page
  const facility: FacilityDetail = await findFacility(request, (candidate) => candidate.reviewsCount >= 2, 4);
  const reviews = (await (
    await request.get(`/api/facilities/${facility.id}/reviews`, { headers: API_HEADERS })
  ).json()) as ReviewList;
  const review = reviews.items[0]!;
  const reporter = await signUpVerified(request, 'reporter');
  const reported = await request.post(`/api/reviews/${review.id}/report`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${reporter.tokens.access_token}` },
    data: { reason: 'Advertises another clinic.' },
  });
  expect(reported.status(), await reported.text()).toBeLessThan(300);

  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/dashboard');
  await expectPage(page, '/admin/dashboard');
  const moderation = page.getByRole('region', { name: 'Reviews to moderate' });
  const item = moderation.getByRole('listitem').filter({ hasText: review.comment.slice(0, 40) });
  await expect(item).toContainText('Advertises another clinic. (1)');
  await expectNoAxeViolations(page);

  // Hiding needs a reason, named at its field; then the review leaves the queue.
  await item.getByRole('button', { name: 'Hide review' }).click();
  await expect(item.getByText('Say why this review is hidden; its author will see it.')).toBeVisible();
  await item.getByLabel('Reason, shown to the author if you hide it').fill('It promotes another business.');
  await item.getByRole('button', { name: 'Hide review' }).click();
  await expect(
    page.getByRole('status').getByText('The review is hidden. Its author sees why.'),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText('review hide');

  const after = (await (
    await request.get(`/api/facilities/${facility.id}/reviews`, { headers: API_HEADERS })
  ).json()) as ReviewList;
  expect(after.items.map((item) => item.id)).not.toContain(review.id);
  await page.goto(`/facilities/${facility.id}`);
  await expect(page.getByRole('main')).not.toContainText(review.comment.slice(0, 40));
});
