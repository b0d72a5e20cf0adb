import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  FACILITY_PHOTOS_MAX,
  PROBLEM_TYPES,
  type AuditLogPage,
  type FacilityDetail,
  type FacilityPhoto,
} from '@carefinder/contracts';
import { withBearer } from '../../testing/factories.ts';
import { ownerFactories } from '../../testing/owners.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

/** The owners' issue: a facility's team adds and removes its photos; nobody else's. */
const { app, db } = await createTestApp({
  env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'carefinder-facility-photos-')) },
});
const { signedIn, managedFacility } = ownerFactories(app, db);

const image = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 160 } } })
    .toFormat(format)
    .toBuffer();

const upload = (
  facilityId: string,
  token: string | undefined,
  bytes: Buffer,
  { alt = 'The front of the clinic', contentType = 'image/png' } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/facilities/${facilityId}/photos?alt=${encodeURIComponent(alt)}`,
    headers: token
      ? withBearer(token, { 'content-type': contentType })
      : withApiKey({ 'content-type': contentType }),
    payload: bytes,
  });

const remove = (facilityId: string, token: string | undefined, photoId: number) =>
  app.inject({
    method: 'DELETE',
    url: `/api/facilities/${facilityId}/photos/${photoId}`,
    headers: token ? withBearer(token) : withApiKey(),
  });

const photosOf = async (facilityId: string) =>
  (await app.inject({ url: `/api/facilities/${facilityId}`, headers: withApiKey() })).json<FacilityDetail>()
    .photos;

describe('POST /api/facilities/{id}/photos', () => {
  it('stores a large and a small WebP copy, shows them on the facility, dated "by the facility" and audited', async () => {
    const { facility, owner } = await managedFacility();
    const response = await upload(facility.id, owner.token, await image(2400, 1800, 'jpeg'), {
      contentType: 'image/jpeg',
    });
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json<FacilityPhoto>();
    expect(photo).toMatchObject({ width: 1280, height: 960, alt: 'The front of the clinic' });
    expect(response.headers.location).toBe(photo.url);

    const [large, small] = await Promise.all(
      [photo.url, photo.smallUrl ?? ''].map((url) => app.inject({ url })),
    );
    expect(large?.headers['content-type']).toBe('image/webp');
    expect(await sharp(large?.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280 });
    expect(await sharp(small?.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 360,
    });

    const read = await app.inject({ url: `/api/facilities/${facility.id}`, headers: withApiKey() });
    expect(read.json<FacilityDetail>()).toMatchObject({ photos: [photo] });
    expect(read.json<FacilityDetail>().updatedByFacilityAt).not.toBeNull();

    const admin = await signedIn('ADMIN');
    const log = await app.inject({
      url: `/api/admin/audit-log?entity=facility&entityId=${facility.id}`,
      headers: withBearer(admin.token),
    });
    expect(log.json<AuditLogPage>().items[0]).toMatchObject({
      action: 'facility.photo.add',
      actor: { id: owner.user.id },
    });
  });

  it('reads what a file is from its bytes, never its name or declared type', async () => {
    const { facility, owner } = await managedFacility();
    const notAnImage = await upload(facility.id, owner.token, Buffer.from('<?php echo "hi"; ?>'), {
      contentType: 'image/jpeg',
    });
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('image');

    // A PNG declared as JPEG is still taken: it is read as the PNG it is.
    const mislabelled = await upload(facility.id, owner.token, await image(300, 200), {
      contentType: 'image/jpeg',
    });
    expect(mislabelled.statusCode, mislabelled.body).toBe(201);

    const wrongType = await upload(facility.id, owner.token, await image(300, 200), {
      contentType: 'text/plain',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(await photosOf(facility.id)).toHaveLength(1);
  });

  it('asks what the photo shows (its alt text), naming the field', async () => {
    const { facility, owner } = await managedFacility();
    const response = await upload(facility.id, owner.token, await image(300, 200), { alt: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toContain('alt');
  });

  it(`keeps at most ${FACILITY_PHOTOS_MAX} photos a facility (409 naming the image)`, async () => {
    const { facility, owner } = await managedFacility();
    const bytes = await image(64, 48);
    for (let index = 0; index < FACILITY_PHOTOS_MAX; index += 1)
      expect((await upload(facility.id, owner.token, bytes)).statusCode).toBe(201);
    const oneTooMany = await upload(facility.id, owner.token, bytes);
    expect(oneTooMany.statusCode).toBe(409);
    expect(oneTooMany.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('image');
    expect(await photosOf(facility.id)).toHaveLength(FACILITY_PHOTOS_MAX);
  });
});

describe('who may add and remove a facility’s photos', () => {
  it('the facility’s team and an ADMIN; not another facility’s team, a user or a provider (403), nor anyone signed out (401)', async () => {
    const { facility, owner } = await managedFacility();
    const other = await managedFacility();
    const bytes = await image(120, 90);
    const added = (await upload(facility.id, owner.token, bytes)).json<FacilityPhoto>();

    for (const outsider of [other.owner, await signedIn('USER'), await signedIn('PROVIDER')]) {
      const adding = await upload(facility.id, outsider.token, bytes);
      expect(adding.statusCode).toBe(403);
      expect((await remove(facility.id, outsider.token, added.id)).statusCode).toBe(403);
    }
    const refusedMember = await upload(facility.id, other.owner.token, bytes);
    expect(refusedMember.json<{ type: string }>().type).toBe(PROBLEM_TYPES.notAMember);
    expect((await upload(facility.id, undefined, bytes)).statusCode).toBe(401);
    expect((await remove(facility.id, undefined, added.id)).statusCode).toBe(401);
    // Another facility's team cannot reach this photo through their own facility either.
    expect((await remove(other.facility.id, other.owner.token, added.id)).statusCode).toBe(404);
    expect(await photosOf(facility.id)).toEqual([added]);

    const admin = await signedIn('ADMIN');
    expect((await upload(facility.id, admin.token, bytes)).statusCode).toBe(201);
    expect((await remove(facility.id, admin.token, added.id)).statusCode).toBe(204);
    expect(await photosOf(facility.id)).toHaveLength(1);
  });

  it('removes a photo once: then it is a 404, and an unknown facility is a 404 for an ADMIN', async () => {
    const { facility, owner } = await managedFacility();
    const added = (await upload(facility.id, owner.token, await image(120, 90))).json<FacilityPhoto>();
    expect((await remove(facility.id, owner.token, added.id)).statusCode).toBe(204);
    expect(await photosOf(facility.id)).toEqual([]);
    expect((await remove(facility.id, owner.token, added.id)).statusCode).toBe(404);

    const admin = await signedIn('ADMIN');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await upload(unknown, admin.token, await image(120, 90))).statusCode).toBe(404);
    expect((await remove(facility.id, admin.token, Number.NaN)).statusCode).toBe(400);
  });
});
