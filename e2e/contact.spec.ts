import { uniqueEmail, useSessionInBrowser, expectPage } from './support/accounts';
import { expect, test } from './support/fixtures';
import { findFacility, firstProvider } from './support/listings';
import { waitForMail } from './support/mailbox';
import { expectNoAxeViolations } from './support/page-checks';
import { E2E_ADMIN } from './support/server-env';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form shows errors at the fields with the values kept, then sends and is acknowledged', async ({
    page,
    request,
  }) => {
    // As a facility team's "Suggest a correction" of what the registry keeps opens it.
    const facility = await findFacility(request, () => true);
    await page.goto(`/contactUs?topic=correct-listing&listing=/facilities/${facility.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    // The listing's link and the topic are filled in.
    await expect(page.getByLabel('What is your message about?')).toHaveValue('correct-listing');
    await expect(page.getByLabel('Link to the listing')).toHaveValue(
      new RegExp(`/facilities/${facility.id}$`),
    );

    const email = uniqueEmail('contact');
    await page.getByLabel('Your name').fill('Halima Sani');
    await page.getByLabel('E-mail address').fill('halima-at-example');
    await page.getByLabel('Phone number').fill('0803 12');
    await page.getByLabel('Your message', { exact: true }).fill('Wrong');
    await page.getByRole('button', { name: 'Send your message' }).click();

    // The server's answer: the summary, each error next to its field, what was typed kept.
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('There is a problem');
    await expect(summary.getByRole('link')).toHaveText([
      'Enter a valid e-mail address.',
      'Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.',
      'Write at least 10 characters.',
    ]);
    const emailField = page.getByLabel('E-mail address');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription(/Error: Enter a valid e-mail address\./);
    await expect(page.getByLabel('Your message', { exact: true })).toHaveAccessibleDescription(
      /Error: Write at least 10 characters\./,
    );
    await expect(page.getByLabel('Your name')).toHaveValue('Halima Sani');
    await expect(emailField).toHaveValue('halima-at-example');
    await expect(page.getByLabel('Your message', { exact: true })).toHaveValue('Wrong');
    await expect(page.getByLabel('What is your message about?')).toHaveValue('correct-listing');
    await expect(page.getByLabel('Link to the listing')).toHaveValue(
      new RegExp(`/facilities/${facility.id}$`),
    );

    const message = `The phone number on this page is out of date (${Date.now()}).`;
    await emailField.fill(email);
    await page.getByLabel('Phone number').fill('0803 123 4567');
    await page.getByLabel('Your message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Send your message' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/contactUs' && url.searchParams.has('sent'));
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Thank you: your message has reached us',
    );

    const acknowledgement = await waitForMail(request, email);
    expect(acknowledgement.subject).toBe('CareFinder received your message');
    expect(acknowledgement.text).toContain('Hello Halima Sani,');
    const toAdmin = await waitForMail(request, E2E_ADMIN.email, (mail) => mail.text.includes(message));
    expect(toAdmin.subject).toBe('New message to CareFinder: Correct a listing');
    expect(toAdmin.text).toContain(`/facilities/${facility.id}`);
    expect(toAdmin.text).toContain('Phone: +2348031234567');
  });

  test("a doctor's page offers the corrections a profile can take", async ({ page, request }) => {
    const provider = await firstProvider(request);
    await page.goto(`/providers/${provider.id}`);
    await page.getByRole('link', { name: 'Suggest a correction' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/providers/${provider.id}/correction`);
    await expect(page.getByRole('radio')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: 'This doctor has stopped practising' })).toBeVisible();
    await expect(
      page.getByRole('radio', { name: 'The address or the place on the map is wrong' }),
    ).toBeVisible();
  });
});

test('an ADMIN reads a message at /admin/messages, answers it by e-mail and closes it', async ({
  page,
  request,
  roleAccounts,
}) => {
  test.slow(); // a whole journey: the form, the dashboard, the inbox, an e-mail and three axe passes
  const email = uniqueEmail('contact-answer');
  const question = `Can a pharmacy be listed on CareFinder? (${Date.now()})`;

  // The form with JavaScript: the same server action, errors focused in place.
  await page.goto('/contactUs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await page.getByRole('button', { name: 'Send your message' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose what your message is about.');
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel('Your name').fill('Bola Adeyemi');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('What is your message about?').selectOption('add-listing');
  await page.getByLabel('Your message', { exact: true }).fill(question);
  await page.getByRole('button', { name: 'Send your message' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Thank you: your message has reached us',
  );
  await expectNoAxeViolations(page);

  // The ADMIN finds it from the dashboard.
  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/dashboard');
  await expectPage(page, '/admin/dashboard');
  await page.getByRole('link', { name: /^Messages \(\d+ open\)$/ }).click();
  await expectPage(page, '/admin/messages', 'Messages');
  const open = page.getByRole('region', { name: 'Open messages' });
  await open
    .getByRole('row')
    .filter({ hasText: 'Add a facility or provider' })
    .filter({ hasText: 'Bola Adeyemi' })
    .last()
    .getByRole('link')
    .click();
  const opened = page.getByRole('region', { name: 'Message from Bola Adeyemi' });
  await expect(page).toHaveURL(/[?&]message=/);
  const messageId = new URL(page.url()).searchParams.get('message') ?? '';
  const rowLink = `a[href*="message=${messageId}"]`;
  await expect(open.locator(rowLink)).toHaveCount(1);
  await expect(opened).toContainText(question);
  await expect(opened).toContainText(email);
  await expect(opened).toContainText('Not answered yet.');
  await expectNoAxeViolations(page);

  // An empty answer is refused at its field; then the answer goes out by e-mail and is kept.
  await opened.getByRole('button', { name: 'Send the answer' }).click();
  await expect(opened.getByRole('alert')).toContainText('Write your answer.');
  const answer = 'Yes: pharmacies are listed. Send us its name, address and opening hours.';
  await opened.getByLabel('Your answer').fill(answer);
  await opened.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText(`Your answer was e-mailed to ${email}.`)).toBeVisible();
  await expect(opened.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(opened.getByLabel('Your answer')).toHaveValue('');

  const mail = await waitForMail(request, email, (received) => received.subject.startsWith('Re:'));
  expect(mail.subject).toBe('Re: your message to CareFinder (add a facility or provider)');
  expect(mail.text).toContain(answer);
  expect(mail.text).toContain(`> ${question}`);

  // Closed: it leaves the open list and is among the closed ones.
  await opened.getByRole('button', { name: 'Close this message' }).click();
  await expect(page.getByText('The message is closed.')).toBeVisible();
  await expect(opened.getByRole('button', { name: 'Reopen this message' })).toBeVisible();
  await expect(open.locator(rowLink)).toHaveCount(0);
  await page.getByRole('link', { name: 'Closed', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Closed messages' }).locator(rowLink)).toHaveCount(1);
  await expectNoAxeViolations(page);
});
