import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_MAX_BYTES, type BlogPost, type UploadedImage } from '@carefinder/contracts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({
  env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'carefinder-covers-')) },
});
const token = (await signIn(app, await createUser(db, { role: 'ADMIN' }))).access_token;

const upload = (bytes: Buffer, contentType = 'image/jpeg') =>
  app.inject({
    method: 'POST',
    url: '/api/blog-posts/covers',
    headers: withBearer(token, { 'content-type': contentType }),
    payload: bytes,
  });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 120, b: 90 } } })
    .png()
    .toBuffer();

describe('POST /api/blog-posts/covers', () => {
  it('stores an image resized to WebP, served at its URL with a year-long immutable cache', async () => {
    const response = await upload(await png(3200, 1800), 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<UploadedImage>();
    expect(image).toMatchObject({ width: 1600, height: 900, url: `/media/images/${image.key}` });
    expect(image.key).toMatch(/^[a-f0-9]{32}\.webp$/);

    const served = await app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    // The post carries it: URL, size and text alternative.
    const post = await app.inject({
      method: 'POST',
      url: '/api/blog-posts',
      headers: withBearer(token),
      payload: { title: 'With a cover', body: 'x', cover: { key: image.key, alt: 'A green field' } },
    });
    expect(post.json<BlogPost>().cover).toEqual({ ...image, alt: 'A green field' });
  });

  it('reads the format from the bytes: a JPEG named image/png is fine, a text file sent as .jpg is not', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'white' } })
      .jpeg()
      .toBuffer();
    expect((await upload(jpeg, 'image/png')).statusCode).toBe(201);

    const text = Buffer.from('This is a letter, not a photo.\n'.repeat(20));
    const refused = await upload(text, 'image/jpeg');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ path: 'image' }] });
    // Damaged: a real JPEG header with the rest cut off.
    expect((await upload(jpeg.subarray(0, 60))).statusCode).toBe(400);
    // An SVG (it can carry scripts) is not accepted, whatever it is called.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>',
    );
    expect((await upload(svg, 'image/jpeg')).statusCode).toBe(400);
  });

  it('refuses an oversized file (413) and an image of too many pixels (400), storing nothing', async () => {
    const tooBig = await upload(Buffer.alloc(COVER_MAX_BYTES + 1, 0xff));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.headers['content-type']).toContain('application/problem+json');

    // 8000 × 6000 = 48 megapixels: small as a PNG of one colour, but over the limit.
    const huge = await png(8000, 6000);
    expect(huge.length).toBeLessThan(COVER_MAX_BYTES);
    const refused = await upload(huge, 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: [{ path: 'image', message: expect.stringMatching(/megapixels/) }],
    });
  });

  it('refuses another declared type (415) and an empty body (400)', async () => {
    expect((await upload(await png(10, 10), 'text/plain')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('serves no file outside the store', async () => {
    for (const path of [
      '/media/images/..%2F..%2Fetc%2Fpasswd',
      '/media/images/nothing.webp',
      `/media/images/${'0'.repeat(32)}.webp`,
    ])
      expect((await app.inject({ url: path, headers: withApiKey() })).statusCode).toBe(404);
  });
});
