import {
  adminAccessToken,
  API_HEADERS,
  expectPage,
  makeAccount,
  refreshByApi,
  signUpByApi,
  useSessionInBrowser,
} from './support/accounts';
import { expect, test } from './support/fixtures';
import { findFacility, firstProvider, providerAt, signUpVerified } from './support/listings';
import { linkIn, waitForMail } from './support/mailbox';
import { expectNoAxeViolations } from './support/page-checks';

/** A 1 × 1 PNG: an upload the API reads by its bytes. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a user claims a facility from its page, an ADMIN approves it, and the user opens its facility dashboard', async ({
  browser,
  page,
  request,
  roleAccounts,
}) => {
  // The whole owner's journey in one test: two browsers, sign-in, the claim, the admin's approval, the e-mail,
  // the session renewal, the listing's edit, the move's approval and the figures. Measured at 3.0–3.1 minutes
  // on the 2-core CI machine, past test.slow()'s 3: given 5, not split, as the later steps need the earlier.
  test.setTimeout(300_000);
  const facility = await findFacility(
    request,
    (candidate) =>
      candidate.status === 'active' && candidate.reviewsCount > 0 && candidate.place.latitude !== null,
    9,
  );
  const account = makeAccount({
    label: 'claimant',
    firstName: 'Kemi',
    lastName: `Balogun ${Date.now() % 100_000}`,
  });
  await signUpByApi(request, account);

  // Signed out, "Manage this facility" leads to sign-in, which comes back to the claim form.
  // The link carries the claim form's path, so a click before the page's scripts have run (a plain link's)
  // comes back to it too: it is clicked as soon as the server's HTML shows it.
  await page.goto(`/facilities/${facility.id}`, { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Manage this facility' }).click();
  await expectPage(page, '/login', 'Sign in');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPage(page, `/facilities/${facility.id}/claim`, `Manage ${facility.name}`);
  await expectNoAxeViolations(page);

  // The form names what is missing, then sends.
  await page.getByRole('button', { name: 'Send the request' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('There is a problem');
  await expect(page.getByLabel('Your role at this facility')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Your role at this facility').fill('Practice manager');
  await page
    .getByLabel('How can we check it?')
    .fill('Call the front desk on 0803 123 4567 and ask for the practice manager.');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('heading', { name: 'Your request is sent' })).toBeVisible();

  // The ADMIN finds it from the dashboard and approves it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useSessionInBrowser(adminPage, await roleAccounts.session('ADMIN'));
  await adminPage.goto('/admin/dashboard');
  await expectPage(adminPage, '/admin/dashboard');
  await adminPage.getByRole('link', { name: /^Requests to manage a listing \(\d+ waiting\)$/ }).click();
  await expectPage(adminPage, '/admin/claims', 'Requests to manage a listing');
  // The row's link: the listing's name, then (for screen readers) whose request it is.
  const reviewLink = new RegExp(
    `^${escapeRegExp(facility.name)}\\s*: review the request of ${account.firstName} ${account.lastName}$`,
  );
  await adminPage.getByRole('link', { name: reviewLink }).click();
  const opened = adminPage.getByRole('region', {
    name: `${account.firstName} ${account.lastName} asks to manage ${facility.name}`,
  });
  await expect(opened).toContainText('Practice manager');
  await expect(opened).toContainText('Call the front desk on 0803 123 4567');
  await expectNoAxeViolations(adminPage);
  await opened.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByRole('status').getByText(/^Approved: /)).toBeVisible();
  await expect(opened).toContainText('approved');
  await adminContext.close();

  const mail = await waitForMail(request, account.email, (message) => message.text.includes('approved'));
  expect(mail.subject).toBe(`You can now manage ${facility.name} on CareFinder`);

  // The user's dashboard shows the decision; the facility dashboard opened by its address, with the session
  // still of a USER, renews it with the new role instead of turning the new manager away.
  await page.goto('/user/dashboard');
  await expectPage(page, '/user/dashboard');
  const requests = page.getByRole('region', { name: 'Your requests to manage a listing' });
  await expect(requests).toContainText(`${facility.name}: Approved`);
  await page.goto('/facility/dashboard');
  await expectPage(page, '/facility/dashboard', `Welcome, ${account.firstName}`);
  await page.getByRole('button', { name: `Account menu of ${account.firstName}` }).click();
  await expect(page.getByText(/^Signed in as .+ \(Facility\)$/)).toBeVisible();
  await page.keyboard.press('Escape');
  const facilities = page.getByRole('region', { name: 'Your facilities' });
  await expect(
    facilities.getByRole('radio', { name: new RegExp(escapeRegExp(facility.name)) }),
  ).toBeChecked();
  await expect(facilities).toContainText('Active');

  // The new manager keeps the listing true: a new phone number, and open 24 hours today.
  const listing = page.getByRole('region', { name: `Your listing: ${facility.name}` });
  await expect(listing.getByRole('region', { name: 'From the national registry' })).toContainText(
    'NHFR code',
  );
  await expect(listing.getByLabel(/^Name/)).toHaveValue(facility.name);
  await expect(listing.getByLabel('Facility type')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const today = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Africa/Lagos' }).format(
    new Date(),
  );
  await listing.getByLabel('Phone number 1').fill('0805 555 0101');
  await listing.getByLabel('About the facility').fill('Walk-ins are welcome before noon.');
  await listing.getByLabel('Languages').fill('English, Hausa');
  await listing.getByLabel(today, { exact: true }).selectOption({ label: 'Open 24 hours' });
  await expect(listing.getByText(/Open now · “Open 24 hours”/)).toBeVisible();
  // It moves the listing more than 5 km too: the rest is saved, the move waits for an ADMIN, who approves it.
  const newAddress = `New site, ${Date.now() % 1000} Hospital Road`;
  await listing.getByRole('textbox', { name: 'Address (optional)', exact: true }).fill(newAddress);
  await listing.getByLabel('Latitude').fill(String((facility.place.latitude ?? 0) + 0.2));
  await listing.getByRole('button', { name: 'Save the listing' }).click();
  await expect(
    page.getByRole('status').getByText(/^Your listing is saved: .* CareFinder checks it first/),
  ).toBeVisible();
  await expect(listing.getByText('Your new place waits for CareFinder’s check')).toBeVisible();
  const movesContext = await browser.newContext();
  const movesPage = await movesContext.newPage();
  await useSessionInBrowser(movesPage, await roleAccounts.session('ADMIN'));
  await movesPage.goto('/admin/dashboard');
  await movesPage.getByRole('link', { name: /^Facility moves \(\d+ waiting\)$/ }).click();
  await expectPage(movesPage, '/admin/moves', 'Facility moves');
  await movesPage
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(facility.name)}\\s*: check the move$`) })
    .click();
  const move = movesPage.getByRole('region', { name: `Move ${facility.name}` });
  await expect(move).toContainText(newAddress);
  await expect(move).toContainText(/22\.\d km/);
  await expectNoAxeViolations(movesPage);
  await move.getByRole('button', { name: 'Approve' }).click();
  await expect(movesPage.getByRole('status').getByText(/^Approved: /)).toBeVisible();
  await movesContext.close();
  await page.goto(`/facilities/${facility.id}`);
  await expect(page.getByText(newAddress)).toBeVisible();
  await page.goto('/facility/dashboard');
  await expectPage(page, '/facility/dashboard', `Welcome, ${account.firstName}`);

  // A photo, told by its bytes, with what it shows.
  const photos = page.getByRole('region', { name: 'Photos of your facility' });
  await photos.getByLabel('Add a photo').setInputFiles({
    name: 'entrance.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await photos.getByLabel('What the photo shows').fill('The entrance, with the ramp');
  await photos.getByRole('button', { name: 'Upload the photo' }).click();
  await expect(page.getByRole('status').getByText('The photo is on your page now.')).toBeVisible();
  await expect(photos.getByRole('img', { name: 'The entrance, with the ramp' })).toBeVisible();

  // The team: the new manager adds a colleague's account by e-mail (its address confirmed: an unconfirmed
  // one is invited, as below).
  const { account: colleague } = await signUpVerified(request, 'colleague');
  const team = page.getByRole('region', { name: 'Your team' });
  await expect(team).toContainText(`${account.firstName} ${account.lastName} (you)`);
  await team.getByLabel('Add a colleague').fill(colleague.email);
  await team.getByRole('button', { name: 'Add to the team' }).click();
  await expect(team).toContainText(`${colleague.firstName} ${colleague.lastName}`);
  await expect(
    team.getByRole('button', { name: `Remove ${colleague.firstName} ${colleague.lastName}` }),
  ).toBeVisible();

  // A colleague without an account is invited; signing up with that address and confirming it, they join.
  const invitee = makeAccount({
    label: 'invitee',
    firstName: 'Ngozi',
    lastName: `Eze ${Date.now() % 100_000}`,
  });
  await team.getByLabel('Add a colleague').fill(invitee.email);
  await team.getByRole('button', { name: 'Add to the team' }).click();
  await expect(
    page.getByRole('status').getByText(`We e-mailed an invitation to ${invitee.email}`),
  ).toBeVisible();
  await expect(team.getByRole('list', { name: 'Invited, not joined yet' })).toContainText(invitee.email);
  const invitation = await waitForMail(request, invitee.email, (message) =>
    message.subject.startsWith('Join the team'),
  );
  expect(invitation.subject).toBe(`Join the team of ${facility.name} on CareFinder`);
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await useSessionInBrowser(inviteePage, await signUpByApi(request, invitee));
  const confirmation = await waitForMail(request, invitee.email, (message) =>
    message.text.includes('/verify-token'),
  );
  await inviteePage.goto(linkIn(confirmation, '/verify-token'));
  await expectPage(inviteePage, '/user/dashboard', `Welcome, ${invitee.firstName}`);
  const managed = inviteePage.getByRole('region', { name: 'Facilities you manage' });
  await expect(managed).toContainText(facility.name);
  await managed.getByRole('button', { name: 'Open your facility dashboard' }).click();
  await expectPage(inviteePage, '/facility/dashboard', `Welcome, ${invitee.firstName}`);
  await expect(inviteePage.getByRole('region', { name: `Your listing: ${facility.name}` })).toBeVisible();
  await inviteeContext.close();

  // The newest review gets a public reply.
  const answers = page.getByRole('region', { name: 'Reviews of your facility' });
  const reply = `Thank you for telling us; we have added a second nurse at night (${Date.now() % 100_000}).`;
  await answers.getByLabel('Reply publicly').first().fill(reply);
  await answers.getByRole('button', { name: 'Publish the reply' }).first().click();
  await expect(page.getByRole('status').getByText('Your reply is published under the review.')).toBeVisible();

  // The public page shows the change on the next request, and when the facility made it.
  await page.goto(`/facilities/${facility.id}`);
  const header = page.getByRole('main').locator('header').first();
  await expect(header).toContainText('Open 24 hours');
  await expect(page.getByRole('link', { name: /\+234 805 555 0101/ }).first()).toHaveAttribute(
    'href',
    'tel:+2348055550101',
  );
  await expect(page.getByText(/^Updated by the facility on /)).toBeVisible();
  // A facility with its team offers nobody else the claim link.
  await expect(header).toContainText('Managed by the facility’s own team.');
  await expect(page.getByRole('link', { name: 'Manage this facility' })).toHaveCount(0);
  await expect(page.getByText(reply)).toBeVisible();
  const about = page.getByRole('region', { name: 'About' });
  await expect(about).toContainText('Walk-ins are welcome before noon.');
  await expect(about).toContainText('Languages spoken: English, Hausa');
  await expect(page.getByRole('img', { name: 'The entrance, with the ramp' })).toHaveAttribute(
    'src',
    /^\/media\/images\/[a-f0-9]{32}\.webp$/,
  );

  // A visitor of their own (no cookie tells visitors apart: their browser does) opens the page and taps to
  // call; the browser reports the tap itself, and the team sees both in the dashboard's figures.
  const visitor = await browser.newContext({
    userAgent: `Mozilla/5.0 (Linux; Android 14) visitor ${Date.now()}`,
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/facilities/${facility.id}`);
  const tapReported = visitorPage.waitForResponse(
    (response) =>
      response.url().endsWith(`/facilities/${facility.id}/taps/call`) && response.status() === 204,
  );
  await visitorPage
    .getByRole('link', { name: /\+234 805 555 0101/ })
    .first()
    .click();
  await tapReported;
  await visitor.close();
  await page.goto('/facility/dashboard');
  await expectPage(page, '/facility/dashboard', `Welcome, ${account.firstName}`);
  const figures = page.getByRole('region', { name: 'The last 30 days' });
  const figure = (label: string) => figures.locator('dl > div', { hasText: label }).getByRole('definition');
  await expect(figure('Views of your page')).toHaveText(/^[1-9]/);
  await expect(figure('Taps to call')).toHaveText(/^[1-9]/);
});

test("a provider's page asks 'Is this you?': signed out it leads to sign-in, signed in to the profile's claim form", async ({
  page,
  request,
  roleAccounts,
}) => {
  const provider = await firstProvider(request);
  await page.goto(`/providers/${provider.id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Is this you?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage this profile' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/providers/${provider.id}/claim`)}`,
  );

  await useSessionInBrowser(page, await roleAccounts.session('USER'));
  await page.goto(`/providers/${provider.id}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Manage this profile' }).click();
  await expectPage(page, `/providers/${provider.id}/claim`, `Is this you? Manage ${provider.name}`);
  await expect(page.getByLabel('Your role')).toBeVisible();
});

test('a doctor whose claim of their profile is approved edits it on the provider dashboard, the public page shows it, and a facility’s team lists them', async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // the claim and its approval by API, then the dashboard, a save and the public page
  const provider = await providerAt(request, 7);
  const account = makeAccount({
    label: 'doctor',
    firstName: 'Ifeoma',
    lastName: `Okafor ${Date.now() % 100_000}`,
  });
  const session = await signUpByApi(request, account);
  const claim = await request.post(`/api/providers/${provider.id}/claims`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${session.access_token}` },
    data: {
      role: 'The doctor of this profile',
      message: 'My MDCN folio is on the wall of my consulting room.',
    },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const claimId = ((await claim.json()) as { id: string }).id;
  const asAdmin = { ...API_HEADERS, authorization: `Bearer ${await adminAccessToken(request)}` };
  const opened = await request.get(`/api/admin/claims/${claimId}`, { headers: asAdmin });
  const decided = await request.patch(`/api/admin/claims/${claimId}`, {
    headers: { ...asAdmin, 'if-match': opened.headers().etag ?? '' },
    data: { status: 'approved' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  const { tokens } = await refreshByApi(request, session.refresh_token);
  if (!tokens) throw new Error('the approved session did not refresh');

  await useSessionInBrowser(page, tokens);
  await page.goto('/provider/dashboard');
  await expectPage(page, '/provider/dashboard', `Welcome, ${account.firstName}`);
  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile.getByRole('region', { name: 'Checked by CareFinder' })).toContainText(provider.name);
  await expectNoAxeViolations(page);
  const bio = `Consultant paediatrician; Saturday clinic for newborn checks (${Date.now() % 100_000}).`;
  await profile.getByRole('textbox', { name: /^Bio/ }).fill(bio);
  await profile.getByRole('button', { name: 'Save my profile' }).click();
  await expect(
    page.getByRole('status').getByText('Your profile is saved: its public page shows it now.'),
  ).toBeVisible();

  const photo = page.getByRole('region', { name: 'Your photo' });
  await photo.getByLabel('Add your photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await photo.getByLabel('What the photo shows').fill(`${account.firstName} in the clinic`);
  await photo.getByRole('button', { name: 'Upload the photo' }).click();
  await expect(page.getByRole('status').getByText('Your photo is on your profile now.')).toBeVisible();
  await expect(photo.getByRole('button', { name: 'Remove your photo' })).toBeVisible();

  await page.goto(`/providers/${provider.id}`);
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.getByRole('img', { name: `${account.firstName} in the clinic` })).toHaveAttribute(
    'src',
    /^\/media\/images\/[a-f0-9]{32}\.webp$/,
  );

  // The doctor asks to be listed at a facility, found by its name and LGA; its team approves.
  const facility = await findFacility(
    request,
    (candidate) =>
      candidate.status === 'active' &&
      candidate.place.lga !== null &&
      !candidate.providers.some((listed) => listed.id === provider.id),
    13,
  );
  await page.goto('/provider/dashboard');
  const work = page.getByRole('region', { name: 'Where you work' });
  await work.getByLabel('What you do there').fill('Consultant paediatrician, Tuesday clinics');
  await work.getByLabel('Find the facility').fill(`${facility.name} ${facility.place.lga?.name ?? ''}`);
  await work.locator(`button[name="facilityId"][value="${facility.id}"]`).click();
  await expect(page.getByRole('status').getByText(`Asked: ${facility.name} will answer`)).toBeVisible();
  await expect(work.getByRole('list', { name: 'Your requests to be listed' })).toContainText(
    'Waiting for the facility’s answer',
  );
  await expectNoAxeViolations(page);

  // A manager whose address is confirmed joins at once (an unconfirmed one would be invited).
  const { account: manager, tokens: managerSession } = await signUpVerified(request, 'manager');
  const added = await request.post(`/api/facilities/${facility.id}/members`, {
    headers: asAdmin,
    data: { email: manager.email },
  });
  expect(added.status(), await added.text()).toBe(201);
  const managerTokens = (await refreshByApi(request, managerSession.refresh_token)).tokens;
  if (!managerTokens) throw new Error('the manager’s session did not refresh');
  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await useSessionInBrowser(managerPage, managerTokens);
  await managerPage.goto('/facility/dashboard');
  const asking = managerPage.getByRole('region', { name: 'Doctors asking to be listed here' });
  await expect(asking).toContainText('Consultant paediatrician, Tuesday clinics');
  await expectNoAxeViolations(managerPage);
  await asking.getByRole('button', { name: `Approve ${provider.name}` }).click();
  await expect(
    managerPage.getByRole('status').getByText(`${provider.name} is listed at your facility now.`),
  ).toBeVisible();
  await expect(asking).toContainText('No doctor is waiting.');
  await managerContext.close();

  await page.goto(`/facilities/${facility.id}`);
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(provider.name) })).toBeVisible();
});

test('a doctor with no profile asks to be listed, an ADMIN approves, and the new profile opens on their dashboard', async ({
  page,
  request,
}) => {
  test.slow(); // the form's lists, the approval by API, the renewed session and the dashboard
  const lastName = `Garba ${Date.now() % 100_000}`;
  const account = makeAccount({ label: 'new-doctor', firstName: 'Halima', lastName });
  await useSessionInBrowser(page, await signUpByApi(request, account));
  await page.goto('/user/dashboard');
  await page.getByRole('link', { name: 'List yourself as a doctor' }).click();
  await expectPage(page, '/providers/new', 'List yourself as a doctor');
  await expect(page.getByLabel('First name')).toHaveValue('Halima');
  await page.getByLabel('Title').fill('Dr');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose your specialty.');

  await page
    .getByRole('group', { name: 'Your specialty' })
    .getByLabel('Paediatrics', { exact: true })
    .check();
  const place = page.getByRole('group', { name: 'Place' });
  await place.getByLabel('State', { exact: true }).selectOption({ label: 'Kano' });
  await place.getByLabel('LGA', { exact: true }).selectOption({ label: 'Nasarawa' });
  await page
    .getByLabel('How can we check it is you?')
    .fill('My MDCN folio is 54321; call the clinic on 0803 123 4567.');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('status').getByText('Your request is sent', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const mine = await request.get('/api/me/claims', {
    headers: {
      ...API_HEADERS,
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
    },
  });
  const claimId = ((await mine.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  const asAdmin = { ...API_HEADERS, authorization: `Bearer ${await adminAccessToken(request)}` };
  const opened = await request.get(`/api/admin/claims/${claimId}`, { headers: asAdmin });
  expect(await opened.json()).toMatchObject({ proposedProfile: { name: `Dr Halima ${lastName}` } });
  const decided = await request.patch(`/api/admin/claims/${claimId}`, {
    headers: { ...asAdmin, 'if-match': opened.headers().etag ?? '' },
    data: { status: 'approved' },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  await page.goto('/user/dashboard');
  const requests = page.getByRole('region', { name: 'Your requests to manage a listing' });
  await expect(requests).toContainText(`Dr Halima ${lastName}: Approved`);
  await requests.getByRole('button', { name: 'Open your provider dashboard' }).click();
  await expectPage(page, '/provider/dashboard', 'Welcome, Halima');
  await expect(page.getByRole('region', { name: 'Checked by CareFinder' })).toContainText(
    `Dr Halima ${lastName}`,
  );
  await expect(page.getByRole('region', { name: 'Checked by CareFinder' })).toContainText('Paediatrics');
});
