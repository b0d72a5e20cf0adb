import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AuditLogPage, ProviderDetail } from '@carefinder/contracts';
import { makeProvider } from '../../testing/directory-factories.ts';
import { withBearer } from '../../testing/factories.ts';
import { ownerFactories } from '../../testing/owners.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

/** The owners' issue: a doctor puts their own photo on their profile; nobody else's. */
const { app, db } = await createTestApp({
  env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'carefinder-provider-photo-')) },
});
const { signedIn } = ownerFactories(app, db);

async function ownProfile() {
  const owner = await signedIn('PROVIDER');
  return { owner, provider: await makeProvider(db, { userId: owner.user.id }) };
}

const portrait = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 120 } } })
    .jpeg()
    .toBuffer();

const put = (providerId: string, token: string | undefined, bytes: Buffer, alt = 'Dr Okafor smiling') =>
  app.inject({
    method: 'PUT',
    url: `/api/providers/${providerId}/photo?alt=${encodeURIComponent(alt)}`,
    headers: token
      ? withBearer(token, { 'content-type': 'image/jpeg' })
      : withApiKey({ 'content-type': 'image/jpeg' }),
    payload: bytes,
  });

const remove = (providerId: string, token: string | undefined) =>
  app.inject({
    method: 'DELETE',
    url: `/api/providers/${providerId}/photo`,
    headers: token ? withBearer(token) : withApiKey(),
  });

const photoOf = async (providerId: string) =>
  (await app.inject({ url: `/api/providers/${providerId}`, headers: withApiKey() })).json<ProviderDetail>()
    .photo;

describe('PUT and DELETE /api/providers/{id}/photo', () => {
  it('puts a 480-pixel WebP on the profile in place of the last one, audited; DELETE takes it off', async () => {
    const { owner, provider } = await ownProfile();
    const first = await put(provider.id, owner.token, await portrait(1200, 1600));
    expect(first.statusCode, first.body).toBe(200);
    const photo = first.json<{ url: string; alt: string }>();
    expect(await photoOf(provider.id)).toEqual(photo);
    const served = await app.inject({ url: photo.url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 360,
      height: 480,
    });

    const second = await put(provider.id, owner.token, await portrait(300, 300), 'Dr Okafor at her desk');
    expect(await photoOf(provider.id)).toEqual(second.json());
    expect(second.json<{ url: string }>().url).not.toBe(photo.url);

    expect((await remove(provider.id, owner.token)).statusCode).toBe(204);
    expect(await photoOf(provider.id)).toBeNull();

    const admin = await signedIn('ADMIN');
    const log = await app.inject({
      url: `/api/admin/audit-log?entity=provider&entityId=${provider.id}`,
      headers: withBearer(admin.token),
    });
    expect(log.json<AuditLogPage>().items.map((entry) => entry.action)).toEqual([
      'provider.photo.delete',
      'provider.photo.update',
      'provider.photo.update',
    ]);
  });

  it('reads the file by its bytes and asks what the photo shows, naming each field', async () => {
    const { owner, provider } = await ownProfile();
    const notAnImage = await put(provider.id, owner.token, Buffer.from('GIF89a but not really'));
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('image');
    const noAlt = await put(provider.id, owner.token, await portrait(200, 200), '');
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json<{ errors: { path: string }[] }>().errors[0]?.path).toContain('alt');
    expect(await photoOf(provider.id)).toBeNull();
  });

  it('refuses another provider, a user, a facility admin (403) and anyone signed out (401); an ADMIN may', async () => {
    const { provider } = await ownProfile();
    const other = await ownProfile();
    const bytes = await portrait(200, 200);
    for (const outsider of [other.owner, await signedIn('USER'), await signedIn('FACILITY_ADMIN')]) {
      expect((await put(provider.id, outsider.token, bytes)).statusCode).toBe(403);
      expect((await remove(provider.id, outsider.token)).statusCode).toBe(403);
    }
    expect((await put(provider.id, undefined, bytes)).statusCode).toBe(401);
    expect((await remove(provider.id, undefined)).statusCode).toBe(401);
    expect(await photoOf(provider.id)).toBeNull();

    const admin = await signedIn('ADMIN');
    expect((await put(provider.id, admin.token, bytes)).statusCode).toBe(200);
    expect((await remove(provider.id, admin.token)).statusCode).toBe(204);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await put(unknown, admin.token, bytes)).statusCode).toBe(404);
  });
});
