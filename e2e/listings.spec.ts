import { API_HEADERS, expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectHydrated, expectNoAxeViolations, stubMapTiles } from './support/page-checks';
import { findFacility, firstProvider, getFacility, oneDecimal, signUpVerified } from './support/listings';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows status, the week with today marked, the rating, phones and pages of reviews', async ({
    page,
    request,
  }) => {
    const facility = await findFacility(
      request,
      (candidate) =>
        candidate.reviewsCount > 5 && candidate.openingHours.length > 0 && candidate.phones.length > 0,
    );
    const response = await page.goto(`/facilities/${facility.id}`);
    expect(response?.status()).toBe(200);
    // Kept by shared caches only while its "open now" holds (a minute at most, never served stale); a
    // browser asks again each time.
    const cacheControl = response?.headers()['cache-control'] ?? '';
    expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(60);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(facility.name);
    await expect(page.getByRole('note')).toContainText('Demo listing.');
    const header = page.getByRole('main').locator('header').first();
    await expect(header).toContainText(facility.openingStatus?.label ?? 'not listed');
    await expect(header).toContainText(
      `${oneDecimal(facility.averageRating ?? 0)} out of 5 · ${facility.reviewsCount} reviews`,
    );

    const hours = page.getByRole('table');
    await expect(hours).toContainText('WAT');
    await expect(hours.getByRole('row').filter({ hasText: '(today)' })).toHaveCount(1);
    await expect(hours.getByRole('row')).toHaveCount(8);

    // Demo numbers are deliberately invalid: shown as typed, never a tel: link (lib/format/phone.ts; the
    // valid case is covered by components/ui/phone-link.test.tsx).
    const contact = page.getByRole('region', { name: 'Address and contact' });
    await expect(contact.getByText(facility.phones[0] ?? '', { exact: true })).toBeVisible();
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(contact.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${facility.place.latitude},${facility.place.longitude}`,
    );
    await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);

    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('article')).toHaveCount(5);
    await expect(reviews.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/facilities/${facility.id}#reviews`)}`,
    );
    await reviews.getByRole('link', { name: 'More reviews →' }).click();
    await expect(page).toHaveURL(/\?page=2#reviews$/);
    await expect(page.getByRole('navigation', { name: 'More reviews' })).toContainText('Page 2 of');

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      name: facility.name,
      address: { '@type': 'PostalAddress', addressRegion: facility.place.state?.name, addressCountry: 'NG' },
      aggregateRating: { reviewCount: facility.reviewsCount },
    });
    expect(jsonLd).not.toHaveProperty('telephone');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/facilities/${facility.id}$`),
    );
  });

  test('a provider page shows the profile, the facilities it links to and its reviews', async ({
    page,
    request,
  }) => {
    const provider = await firstProvider(request);
    await page.goto(`/providers/${provider.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${provider.title} ${provider.name}`);
    await expect(page.getByText(`Account type: ${provider.accountType}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Education' })).toBeVisible();
    const firstFacility = provider.facilities[0];
    if (firstFacility) {
      await expect(page.getByRole('link', { name: firstFacility.name })).toHaveAttribute(
        'href',
        `/facilities/${firstFacility.id}`,
      );
    }
    await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Physician',
      medicalSpecialty: provider.specialties.map((specialty) => specialty.name),
    });
  });

  test('an unknown facility answers 404', async ({ page }) => {
    const response = await page.goto('/facilities/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('a control character in a listing or post address is a bad request, never a server error', async ({
    request,
  }) => {
    for (const path of ['/facilities/%00', '/providers/%00', '/blog/%00', '/facilities/a%01b']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text(), path).not.toContain('stack');
    }
  });
});

test('the map loads only when asked for, with Leaflet and its CSS, under the strict CSP', async ({
  page,
  request,
}) => {
  const facility = await findFacility(request, (candidate) => candidate.place.latitude !== null);
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) violations.push(message.text());
  });
  const leafletRequests: string[] = [];
  page.on('request', (request) => {
    if (/leaflet/i.test(request.url())) leafletRequests.push(request.url());
  });
  await stubMapTiles(page);

  await page.goto(`/facilities/${facility.id}`);
  const showMap = page.getByRole('button', { name: 'Show map' });
  await expect(showMap).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(leafletRequests).toEqual([]);

  await showMap.click();
  const map = page.getByRole('region', { name: `Map of ${facility.name}` });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.locator('img.leaflet-tile').first()).toBeAttached();
  expect(leafletRequests.some((url) => url.endsWith('.css'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Hide map' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: 'Hide map' }).click();
  await expect(map).toBeHidden();
  expect(violations).toEqual([]);
});

test('a verified user posts a review and sees it with the new average and count, without a reload', async ({
  page,
  request,
}) => {
  const facility = await findFacility(request, (candidate) => candidate.reviewsCount === 0);
  const { tokens } = await signUpVerified(request, 'reviewer');
  await useSessionInBrowser(page, tokens);
  await page.goto(`/facilities/${facility.id}`);
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(request.url());
  });

  const form = page.getByRole('region', { name: 'Reviews' });
  await expect(form.getByRole('heading', { name: `Write a review of ${facility.name}` })).toBeVisible();
  await form.getByRole('button', { name: 'Post your review' }).click();
  await expect(form.getByRole('radio', { name: /^1 star/ })).toBeFocused();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.').first()).toBeVisible();

  await form.getByRole('radio', { name: '4 stars (very good)' }).check();
  await form.getByLabel('Your review').fill('Short');
  await expect(form.getByText('5 more characters needed')).toBeVisible();
  await form.getByLabel('Your review').fill('The nurses were kind and the wait at the laboratory was short.');
  await form.getByRole('button', { name: 'Post your review' }).click();

  await expect(page.getByRole('status').getByText('Thank you. Your review is published.')).toBeVisible();
  const posted = form.getByRole('article', { name: /Ngozi A\. \(your review\)/ });
  await expect(posted).toBeFocused();
  await expect(posted).toContainText('The nurses were kind');
  await expect(page.getByRole('main').locator('header').first()).toContainText('4.0 out of 5 · 1 review');
  await expect(form).toContainText('4.0 out of 5 · 1 review');
  await expect(form).toContainText('you have reviewed this facility');
  expect(documentLoads).toEqual([]);
});

test('an unverified user is told to verify, with a way to get a new e-mail', async ({
  page,
  request,
  roleAccounts,
}) => {
  const facility = await findFacility(request, (candidate) => candidate.reviewsCount === 0, 1);
  await useSessionInBrowser(page, await roleAccounts.session('USER'));
  await page.goto(`/facilities/${facility.id}`);
  const form = page.getByRole('region', { name: 'Reviews' });
  await form.getByRole('radio', { name: '2 stars (fair)' }).check();
  await form.getByLabel('Your review').fill('Could not find anyone at the front desk.');
  await form.getByRole('button', { name: 'Post your review' }).click();
  await expect(form.getByRole('alert')).toContainText('Verify your e-mail address before writing a review');
  await expect(form.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    '/user/dashboard',
  );
  await expectNoAxeViolations(page);
});

test('a signed-in user likes a review, then takes the like back', async ({ page, request, roleAccounts }) => {
  const facility = await findFacility(request, (candidate) => candidate.reviewsCount >= 3, 1);
  await useSessionInBrowser(page, await roleAccounts.session('USER'));
  await page.goto(`/facilities/${facility.id}#reviews`);
  const firstReview = page.getByRole('region', { name: 'Reviews' }).getByRole('article').first();
  const like = firstReview.getByRole('button', { name: /^Like \d+$/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const likes = Number((await like.textContent())?.replace(/\D/g, ''));

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(`Like ${likes + 1}`);
  await expect(firstReview.getByRole('button', { name: /^Dislike/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // The vote is the API's: a reload reads it back for this user.
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText(`Like ${likes}`);
});

/** The rating line of a listing's header and of its reviews section: "4.2 out of 5 · 7 reviews". */
const ratingLine = ({
  averageRating,
  reviewsCount,
}: {
  averageRating: number | null;
  reviewsCount: number;
}) => `${oneDecimal(averageRating ?? 0)} out of 5 · ${reviewsCount} review${reviewsCount === 1 ? '' : 's'}`;

test('an author edits their review, then deletes it, from the facility page, without a reload', async ({
  page,
  request,
}) => {
  const facility = await findFacility(
    request,
    (candidate) => candidate.reviewsCount >= 2 && candidate.reviewsCount <= 5,
  );
  const { tokens } = await signUpVerified(request, 'author');
  const posted = await request.post(`/api/facilities/${facility.id}/reviews`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${tokens.access_token}` },
    data: { rating: 5, comment: 'The nurses were kind and the wait was short.' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await useSessionInBrowser(page, tokens);
  await page.goto(`/facilities/${facility.id}#reviews`);
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(request.url());
  });
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const header = page.getByRole('main').locator('header').first();
  const mine = reviews.getByRole('article', { name: /Ngozi A\. \(your review\)/ });

  // Edit: the form opens in place with the review's rating and comment, and the new ones show at once.
  await mine.getByRole('button', { name: 'Edit your review' }).click();
  await expect(mine.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  await expect(mine.getByRole('radio', { name: '5 stars (excellent)' })).toBeFocused();
  await expect(mine.getByLabel('Your review')).toHaveValue('The nurses were kind and the wait was short.');
  await expectNoAxeViolations(page);
  await mine.getByLabel('Your review').fill('Short');
  await mine.getByRole('button', { name: 'Save changes' }).click();
  await expect(mine.getByRole('link', { name: 'Write at least 10 characters.' })).toBeVisible();
  await expect(mine.getByLabel('Your review')).toBeFocused();
  await mine.getByRole('radio', { name: '1 star (poor)' }).check();
  await mine.getByLabel('Your review').fill('On my second visit nobody came to the front desk for an hour.');
  await mine.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByRole('status').getByText('Your review is updated.')).toBeVisible();
  await expect(mine).toBeFocused();
  await expect(mine).toContainText('nobody came to the front desk');
  await expect(mine.getByText('Rated 1 out of 5')).toBeAttached();
  const edited = await getFacility(request, facility.id);
  expect(edited.reviewsCount).toBe(facility.reviewsCount + 1);
  await expect(header).toContainText(ratingLine(edited));
  await expect(reviews).toContainText(ratingLine(edited));

  // Delete: asked first; then the review leaves the list and the average is the one before it.
  await mine.getByRole('button', { name: 'Delete your review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete review' }).click();
  await expect(page.getByRole('status').getByText('Your review is deleted.')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(reviews.getByRole('heading', { name: 'Reviews', level: 2 })).toBeFocused();
  await expect(header).toContainText(ratingLine(facility));
  await expect(reviews).toContainText(ratingLine(facility));
  await expect(reviews.getByRole('heading', { name: `Write a review of ${facility.name}` })).toBeVisible();
  expect((await getFacility(request, facility.id)).reviewsCount).toBe(facility.reviewsCount);
  expect(documentLoads).toEqual([]);
});

test('a signed-in user reports a review and is thanked; a second report is told it is already reported', async ({
  page,
  request,
  roleAccounts,
}) => {
  const facility = await findFacility(request, (candidate) => candidate.reviewsCount >= 2, 3);
  await useSessionInBrowser(page, await roleAccounts.session('USER'));
  await page.goto(`/facilities/${facility.id}#reviews`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const first = reviews.getByRole('article').first();
  const author = (await first.getByRole('heading').textContent()) ?? '';
  const report = first.getByRole('button', { name: `Report the review by ${author}` });

  await report.click();
  await expect(report).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByRole('radio', { name: 'Spam or advertising' })).toBeFocused();
  await first.getByRole('button', { name: 'Send report' }).click();
  await expect(first.getByRole('link', { name: 'Choose why you are reporting this review.' })).toBeVisible();
  await expect(first.getByRole('radio', { name: 'Spam or advertising' })).toBeFocused();
  await expectNoAxeViolations(page);
  await first.getByRole('radio', { name: 'Spam or advertising' }).check();
  await first.getByRole('button', { name: 'Send report' }).click();
  const thanks = first.getByText(
    'Thank you for your report. Our moderators will look at this review; it stays up until they decide.',
  );
  await expect(thanks).toBeFocused();
  // A report alone hides nothing.
  await expect(reviews.getByRole('article')).toHaveCount(Math.min(facility.reviewsCount, 10));

  await page.reload();
  await first.getByRole('button', { name: `Report the review by ${author}` }).click();
  await first.getByRole('radio', { name: 'Something else' }).check();
  await first.getByLabel('What is wrong with this review?').fill('It names a nurse and her illness.');
  await first.getByRole('button', { name: 'Send report' }).click();
  await expect(
    first.getByText('You have already reported this review; our moderators will look at it.'),
  ).toBeFocused();
});

test('an anonymous visitor who presses Like signs in and comes back to the reviews', async ({
  page,
  request,
  roleAccounts,
}) => {
  const facility = await findFacility(request, (candidate) => candidate.reviewsCount >= 1, 2);
  await page.goto(`/facilities/${facility.id}`);
  const like = page
    .getByRole('region', { name: 'Reviews' })
    .getByRole('link', { name: /^Like \d+/ })
    .first();
  // Pressed before the reviews hydrate, Like is a plain link to /login that remembers no page.
  await expectHydrated(like);
  await like.click();
  await expectPage(page, '/login', 'Sign in');

  const { email, password } = await roleAccounts.account('USER');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPage(page, `/facilities/${facility.id}`, facility.name);
  await expect(page).toHaveURL(/#reviews$/);
  await expect(
    page
      .getByRole('region', { name: 'Reviews' })
      .getByRole('button', { name: /^Like \d+$/ })
      .first(),
  ).toBeVisible();
});

test.describe('axe (WCAG 2.2 AA)', () => {
  test('a facility page has no violations, nor has the open map', async ({ page, request }) => {
    const facility = await findFacility(request, (candidate) => candidate.reviewsCount > 10, 1);
    await stubMapTiles(page);
    await page.goto(`/facilities/${facility.id}`);
    await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a provider page has no violations', async ({ page, request }) => {
    const provider = await firstProvider(request);
    await page.goto(`/providers/${provider.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  test('the review form has no violations, also while showing errors', async ({
    page,
    request,
    roleAccounts,
  }) => {
    const facility = await findFacility(request, (candidate) => candidate.reviewsCount > 0, 3);
    await useSessionInBrowser(page, await roleAccounts.session('USER'));
    await page.goto(`/facilities/${facility.id}`);
    const form = page.getByRole('region', { name: 'Reviews' });
    await expect(form.getByRole('button', { name: 'Post your review' })).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Post your review' }).click();
    await expect(form.getByText('There is a problem')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
