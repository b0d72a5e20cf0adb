import { expect, PAGE_ERRORS_EXPECTED, test } from './support/fixtures';
import { expectPage, makeAccount, signInWithForm } from './support/accounts';
import { linkIn, waitForMail } from './support/mailbox';
import { expectNoAxeViolations, hydrated } from './support/page-checks';
import { searchResults } from './support/listings';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page in Hausa names itself in every language, and the switcher goes to the same page in Yoruba', async ({
    page,
  }) => {
    const response = await page.goto('/ha');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nemo asibiti, kilinik ko likita kusa da kai',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ha$/);
    for (const [lang, path] of [
      ['en-NG', '/'],
      ['ha', '/ha'],
      ['yo', '/yo'],
      ['ig', '/ig'],
      ['pcm', '/pcm'],
      ['x-default', '/'],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${path}$`),
      );
    }
    await expect(page.getByText('Wannan fassarar daftari ce ta farko')).toBeVisible();

    await page.getByRole('navigation', { name: 'Harshe' }).getByRole('link', { name: 'Yorùbá' }).click();
    await expect(page).toHaveURL(/\/yo$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Wá ilé ìwòsàn, kíníìkì tàbí dókítà nítòsí rẹ',
    );
    await page.getByRole('navigation', { name: 'Èdè' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG');
    await expect(page.getByText('first draft')).toHaveCount(0);
  });

  test('a directory in Hausa lists the facility types by their Hausa names under their own letters; an entry without one keeps its English name, marked as English', async ({
    page,
  }) => {
    await page.goto('/ha/facility-types-directory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Nau'ikan cibiyoyin lafiya A–Z");
    const k = page.getByRole('region', { name: 'K' });
    await expect(k.getByRole('link', { name: 'Kantin magani' })).toHaveAttribute(
      'href',
      '/ha/search-result?facilityType=pharmacy',
    );
    await expect(k.getByRole('link', { name: 'Ƙaramin asibiti' })).toBeVisible();
    await page.goto('/ha/facility-service-directory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayyukan lafiya A–Z');
    await expect(page.getByRole('link', { name: 'Antenatal Care' })).toHaveAttribute('lang', 'en');
  });

  test('a search typed in Hausa finds pharmacies in Kaduna, in Hausa; a listing opens in Hausa and the switcher keeps it in Yoruba', async ({
    page,
  }) => {
    await page.goto('/ha/search-result?q=kantin+magani+kaduna');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sakamakon bincike');
    await expect(main.getByText(/^Sakamako don/)).toContainText('Kaduna');
    const first = searchResults(page).first();
    await expect(first).toContainText('Kantin magani');
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/ha\/facilities\/[0-9a-f-]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    await expect(main.getByRole('heading', { name: 'Adireshi da lambobin tuntuɓa' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Lokutan buɗewa' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Sharhohi' })).toBeVisible();
    await expect(main.getByText('Kantin magani').first()).toBeVisible();
    const facilityPath = new URL(page.url()).pathname.replace(/^\/ha/, '');
    await page.getByRole('navigation', { name: 'Harshe' }).getByRole('link', { name: 'Yorùbá' }).click();
    await expect(page).toHaveURL(new RegExp(`/yo${facilityPath}$`));
    await expect(main.getByRole('heading', { name: 'Àkókò ìṣísílẹ̀' })).toBeVisible();
  });

  test('the COVID-19 page in Yoruba: its own words in Yoruba, the English guidance marked English, its links searching in Yoruba', async ({
    page,
  }) => {
    await page.goto('/yo/covid-19');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(main.getByRole('heading', { name: 'Àyẹ̀wò àti abẹ́rẹ́ àjẹsára nítòsí rẹ' })).toBeVisible();
    await expect(
      main.getByRole('link', { name: 'Wá ilé ìwòsàn tí wọ́n ń ṣe àyẹ̀wò COVID-19' }),
    ).toHaveAttribute('href', '/yo/search-result?service=covid-19-testing');
    await expect(main.getByText('Èdè Gẹ̀ẹ́sì ni a fi kọ ìtọ́sọ́nà yìí.')).toBeVisible();
  });

  test('the blog in Pidgin: its own words in Pidgin, saying the posts are in English', async ({ page }) => {
    const response = await page.goto('/pcm/blog');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Health news');
    await expect(main.getByText('Na English we take write the posts.')).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="yo"]')).toHaveAttribute('href', /\/yo\/blog$/);
  });

  test('the contact form in Pidgin: its refusals and its thanks in Pidgin, the terms saying the English text applies', async ({
    page,
  }) => {
    await page.goto('/pcm/contactUs');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Reach us');
    await main.getByRole('button', { name: 'Send your message' }).click();
    await expect(page).toHaveURL(/\/pcm\/contactUs$/);
    const problem = main.getByRole('alert');
    await expect(problem.getByRole('heading')).toHaveText('Wahala dey');
    await expect(problem.getByRole('link', { name: 'Put your name.' })).toBeVisible();
    await expect(problem.getByRole('link', { name: 'Choose wetin your message dey about.' })).toBeVisible();

    await main.getByLabel('Your name').fill('Chidi Okeke');
    await main.getByLabel('E-mail address').fill('chidi.pidgin@example.ng');
    await main.getByLabel('Wetin your message dey about?').selectOption('general');
    await main
      .getByRole('textbox', { name: 'Your message' })
      .fill('Una get clinic for Aba wey dey open Sunday?');
    await main.getByRole('button', { name: 'Send your message' }).click();
    await expect(page).toHaveURL(/\/pcm\/contactUs\?sent$/);
    await expect(main.getByRole('status')).toContainText('Thank you: your message don reach us');

    await page.goto('/pcm/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Rules for using CareFinder');
    await expect(main.getByRole('link', { name: 'English version' })).toHaveAttribute('href', '/terms');
  });

  test('a language the site does not have is a page not found; /en/ is the bare English page', async ({
    request,
  }) => {
    expect((await request.get('/xx')).status()).toBe(404);
    const english = await request.get('/en', { maxRedirects: 0 });
    expect(english.status()).toBe(301);
    expect(english.headers().location).toBe('/');
  });
});

test('from the Pidgin home page, a search in Pidgin: the results, their filters and the next page stay in Pidgin', async ({
  page,
}) => {
  await page.goto('/pcm');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find hospital, clinic or doctor wey dey near you',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('Wetin you dey find?').fill('chemist lagos');
  // Autocomplete reads it in Pidgin: the type by its Pidgin name, in a Pidgin sentence.
  await expect(page.getByRole('option', { name: /^Chemist for Lagos/ })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/pcm\/search-result\?q=chemist\+lagos$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Wetin we find');
  await expect(main.getByText(/^Results for/)).toContainText('Lagos');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(/^Results 1–20 out of \d+$/);
  await expectNoAxeViolations(page);
  await main.getByLabel('Type of place').selectOption('pharmacy');
  await expect(page).toHaveURL(/\/pcm\/search-result\?q=chemist\+lagos&facilityType=pharmacy$/);
  await expect(main.getByRole('link', { name: /^Comot this filter Type of place: / })).toBeVisible();
  await main.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/pcm\/search-result\?.*page=2$/);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(/^Results 21–/);
  await main.locator('a[href^="/pcm/facilities/"]').first().click();
  await expect(page).toHaveURL(/\/pcm\/facilities\/[0-9a-f-]+$/);
  await expect(main.getByRole('heading', { name: 'Opening time' })).toBeVisible();
  await expect(main.getByText('Sign in make you write review')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('signing in in Pidgin: the refusal in Pidgin, and its links staying in Pidgin', async ({ page }) => {
  await page.goto('/pcm/login');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(main.getByRole('link', { name: 'Open account' })).toHaveAttribute('href', '/pcm/signup');
  await main.getByLabel('E-mail address').fill('nobody.pidgin@example.ng');
  await main.getByLabel('Password', { exact: true }).fill('not the password');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(main.getByRole('alert')).toContainText('Di e-mail or password no correct.');
  await main.getByRole('link', { name: 'You don forget your password?' }).click();
  await expect(page).toHaveURL(/\/pcm\/forgot-password$/);
  // The address changes before the page's code has drawn it: check the page a person sees, with its heading.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe(
  'offline, in Igbo',
  { annotation: { ...PAGE_ERRORS_EXPECTED, description: 'ERR_INTERNET_DISCONNECTED' } },
  () => {
    test('from the Igbo home page to the emergency numbers in Igbo, which stay readable offline in Igbo, as does the offline page', async ({
      page,
      context,
    }) => {
      await page.goto('/ig');
      await hydrated(page);
      // In the browser: the emergency page's own words come with its data.
      await page.getByRole('main').getByRole('link', { name: 'nọmba ihe mberede' }).click();
      await expect(page).toHaveURL(/\/ig\/emergency-contacts$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nọmba ihe mberede');
      await expect(page.getByRole('region', { name: 'Mgbe ihe mberede mere, kpọọ 112' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('E nyochara ya ikpeazụ');
      await expectNoAxeViolations(page);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        for (let attempt = 0; attempt < 100; attempt++) {
          if (await caches.match('/ig/emergency-contacts')) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error('The Igbo emergency page was not kept for offline use.');
      });
      await page.goto('about:blank');
      await context.setOffline(true);
      try {
        await page.goto('/ig/emergency-contacts');
        await expect(page.locator('html')).toHaveAttribute('lang', 'ig');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nọmba ihe mberede');
        // A page never visited: the offline page, in Igbo too, with 112.
        await page.goto('/ig/faq');
        await expect(page.locator('html')).toHaveAttribute('lang', 'ig');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText("Ị nọghị n'ịntanetị");
        await expect(page.getByRole('link', { name: 'Kpọọ 112' })).toHaveAttribute('href', 'tel:112');
      } finally {
        await context.setOffline(false);
      }
    });
  },
);

test('signed up in Hausa, the confirmation e-mail comes in Hausa and its link opens the Hausa page; signed in there, the dashboard and the profile are in Hausa, and the profile changes the e-mails’ language', async ({
  page,
  request,
}) => {
  const account = makeAccount({ label: 'hausa', firstName: 'Aisha', lastName: 'Bello' });
  await page.goto('/ha/signup');
  await hydrated(page);
  const fields = {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    password: account.password,
  };
  for (const [name, value] of Object.entries(fields)) await page.locator(`input[name="${name}"]`).fill(value);
  await page.locator('main form button[type="submit"]').click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: account.email })).toBeVisible();

  const confirmation = await waitForMail(request, account.email, (message) =>
    message.text.includes('/verify-token'),
  );
  expect(confirmation.text).toContain('Sannu Aisha,');
  await page.goto(linkIn(confirmation, '/ha/verify-token'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');

  // Signed in on the Hausa page, the dashboard and the profile are in Hausa too.
  await signInWithForm(page, account, '/ha/login', {
    email: 'Adireshin imel',
    password: 'Kalmar sirri',
    submit: 'Shiga',
  });
  await expectPage(page, '/ha/user/dashboard', 'Barka da zuwa, Aisha');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Gyara sunanka/ })
    .click();
  await expectPage(page, '/ha/user/profile', 'Bayananka');
  await expect(page.getByRole('combobox', { name: 'Harshe' })).toHaveValue('ha');
  await page.getByRole('combobox', { name: 'Harshe' }).selectOption('yo');
  await page.getByRole('button', { name: 'Ajiye canje-canje' }).click();
  await expect(page.getByRole('status').getByText('An ajiye bayananka.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Harshe' })).toHaveValue('yo');
});
