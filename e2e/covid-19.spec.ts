import { expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/page-checks';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/covid-19 reads fully: guidance with its sources, NCDC’s number, review date, search links', async ({
    page,
  }) => {
    await page.goto('/covid-19');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('COVID-19');
    await expect(page.getByText(/^Last reviewed:/)).toBeVisible();
    await expect(page.getByRole('link', { name: '6232' })).toHaveAttribute('href', 'tel:6232');
    await expect(page.getByRole('link', { name: 'WHO fact sheet on COVID-19' })).toHaveAttribute(
      'href',
      'https://www.who.int/news-room/fact-sheets/detail/coronavirus-disease-(covid-19)',
    );
    const testing = page.getByRole('link', { name: 'Find facilities offering COVID-19 testing' });
    await expect(testing).toHaveAttribute('href', '/search-result?service=covid-19-testing');
    await testing.click();
    await expect(page).toHaveURL(/\/search-result\?service=covid-19-testing/);
    // The service is known to search (in the starting taxonomy), so the page names it.
    await expect(page.getByRole('main')).toContainText('COVID-19 Testing');
  });
});

test('an admin edits the covid-19 page in the blog’s editor; the page shows the change', async ({
  page,
  roleAccounts,
}) => {
  test.slow();
  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/covid-19');
  await expectPage(page, '/admin/covid-19', 'Edit the COVID-19 page');
  await expectNoAxeViolations(page);
  const text = page.getByLabel('Text');
  const note = `Reviewed by the e2e run ${Date.now()}.`;
  await text.fill(`${await text.inputValue()}\n\n${note}`);
  await expect(page.getByTestId('markdown-preview')).toContainText(note);
  await page.getByLabel('Last reviewed').fill('2026-11-26');
  await page.getByRole('button', { name: 'Save the page' }).click();
  await expect(page.getByRole('status').getByText('The COVID-19 page is saved.')).toBeVisible();
  await page.getByRole('link', { name: 'View the page' }).click();
  await expectPage(page, '/covid-19', 'COVID-19');
  await expect(page.getByRole('article')).toContainText(note);
  await expect(page.getByText('Last reviewed: 26 November 2026')).toBeVisible();
  await expectNoAxeViolations(page);
});
