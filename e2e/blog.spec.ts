import { adminAccessToken, API_HEADERS, expectPage, useSessionInBrowser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/page-checks';

/** A 1×1 PNG. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('an admin writes and publishes a post that appears on /blog and at its canonical URL', async ({
  page,
  roleAccounts,
}) => {
  test.slow(); // editor, preview, save, publish, two public pages and four axe passes
  const title = `Staying well in harmattan ${Date.now()}`;
  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/blogs');
  await expectPage(page, '/admin/blogs', 'Blog posts');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Write a post' }).click();
  await expectPage(page, '/admin/add-blog', 'Write a post');
  // Nothing typed: the title is named at its field.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a title.');

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Excerpt').fill('Dry air, dust and cold nights: how to protect your chest and skin.');
  await page.getByLabel('Text').fill('## Drink water\n\nHarmattan air is **dry**. <script>alert(1)</script>');
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { name: 'Drink water' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('dry');
  await expect(preview.locator('script')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Leaving with unsaved changes asks first; staying keeps the text.
  await page.getByRole('link', { name: 'All posts' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('status').getByText(`“${title}” is saved as a draft.`)).toBeVisible();
  await expectPage(page, /\/admin\/edit-blog\/\d+$/, 'Edit post');
  const id = page.url().split('/').pop();

  // A draft is not public.
  const draft = await page.request.get(`/api/blog-posts/${id}`, { headers: API_HEADERS });
  expect(draft.status()).toBe(404);
  await expectNoAxeViolations(page);

  // The cover: a text file named .jpg is refused by its content; a real image is taken and described.
  const cover = page.getByLabel('Choose an image');
  await cover.setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('This is a letter, not a photo.'),
  });
  await expect(page.getByText('This file is not an image we can read')).toBeVisible();
  await cover.setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_1PX, 'base64'),
  });
  await expect(page.getByText('Image uploaded.')).toBeVisible();
  // The preview keeps the image's proportions: a 1 × 1 image stays square, not stretched across the form.
  const coverBox = await page
    .getByRole('group', { name: /Cover image/ })
    .locator('img')
    .boundingBox();
  expect(coverBox && Math.round(coverBox.width - coverBox.height)).toBe(0);
  await page.getByLabel('Describe the image').fill('A glass of clean water');

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').getByText(`“${title}” is published.`)).toBeVisible();
  await page.getByRole('link', { name: 'View the post' }).click();
  const slug = title.toLowerCase().replace(/ /g, '-');
  await expectPage(page, `/blog/${slug}-${id}`, title);
  await expect(page.getByRole('article').first()).toContainText('Harmattan air is dry.');
  await expect(page.getByRole('img', { name: 'A glass of clean water' })).toHaveAttribute(
    'src',
    /^\/media\/images\/[a-f0-9]{32}\.webp$/,
  );
  await expectNoAxeViolations(page);

  await page.goto('/blog');
  await expectPage(page, '/blog', 'Blog');
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/blog/${slug}-${id}`);
  await expectNoAxeViolations(page);

  // The table shows it published.
  await page.goto('/admin/blogs?status=published');
  await expectPage(page, '/admin/blogs', 'Blog posts');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('an admin schedules a post: it waits, unseen, for its time', async ({ page, roleAccounts }) => {
  const title = `Lassa fever season ${Date.now()}`;
  await useSessionInBrowser(page, await roleAccounts.session('ADMIN'));
  await page.goto('/admin/add-blog');
  await expectPage(page, '/admin/add-blog', 'Write a post');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Text').fill('Keep food covered and rodents out.');
  // Schedule without a time: named at the field.
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose when the post goes out.');
  await page.getByLabel('Publish at').fill('2099-01-05T09:00');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').getByText(`“${title}” is scheduled.`)).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  const id = page.url().split('/').pop();
  expect((await page.request.get(`/api/blog-posts/${id}`, { headers: API_HEADERS })).status()).toBe(404);

  await page.goto('/admin/blogs?status=scheduled');
  await expectPage(page, '/admin/blogs', 'Blog posts');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(
    'Scheduled for 5 January 2099',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/blog lists posts and a post reads fully, other URLs of it redirect to the canonical one', async ({
    page,
    request,
  }) => {
    const token = await adminAccessToken(request);
    const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
    const title = `Clean water for the family ${Date.now()}`;
    const created = await request.post('/api/blog-posts', {
      headers,
      data: {
        title,
        excerpt: 'Boil, filter, store covered.',
        body: '## Boil it\n\nBring water to a rolling boil for one minute.\n\n[WHO](https://www.who.int/)',
        status: 'published',
      },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as { id: number; path: string };

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL((url) => url.pathname === post.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Boil it' })).toBeVisible();

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${post.path}$`));

    for (const other of [
      `/blog/${post.id}`,
      `/blog/${post.path.slice('/blog/'.length).replace(/-\d+$/, '')}`,
    ]) {
      const response = await request.get(other, { maxRedirects: 0 });
      expect(response.status(), other).toBe(301);
      expect(response.headers().location).toBe(post.path);
    }

    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('/sitemaps/blog.xml</loc>');
    const sitemap = await (await request.get('/sitemaps/blog.xml')).text();
    expect(sitemap).toContain(`${post.path}</loc>`);

    const rss = await request.get('/blog/rss.xml');
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    expect(await rss.text()).toContain(`<title>${title}</title>`);
  });
});
