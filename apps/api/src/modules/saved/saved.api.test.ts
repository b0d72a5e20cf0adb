import { describe, expect, it } from 'vitest';
import type { SavedListingList } from '@carefinder/contracts';
import { makeFacility, makeProvider } from '../../testing/directory-factories.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();

async function signedIn() {
  const user = await createUser(db);
  return (await signIn(app, user)).access_token;
}

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
  app.inject({ method, url: `/api/me/saved${url}`, headers: token ? withBearer(token) : withApiKey() });

describe('/api/me/saved', () => {
  it('saves facilities and providers, lists them newest first, says whether one is saved, and forgets one', async () => {
    const token = await signedIn();
    const facility = await makeFacility(db, { name: 'Surulere Family Clinic' });
    const provider = await makeProvider(db, { firstName: 'Bola', lastName: 'Adeyemi', title: 'Dr' });

    expect((await call('GET', `/facilities/${facility.id}`, token)).statusCode).toBe(404);
    expect((await call('PUT', `/facilities/${facility.id}`, token)).statusCode).toBe(204);
    expect((await call('PUT', `/facilities/${facility.id}`, token)).statusCode).toBe(204);
    expect((await call('PUT', `/providers/${provider.id}`, token)).statusCode).toBe(204);
    expect((await call('GET', `/facilities/${facility.id}`, token)).statusCode).toBe(204);

    const list = await call('GET', '', token);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const { items } = list.json<SavedListingList>();
    expect(items.map(({ kind, id, name }) => ({ kind, id, name }))).toEqual([
      { kind: 'providers', id: provider.id, name: 'Dr Bola Adeyemi' },
      { kind: 'facilities', id: facility.id, name: 'Surulere Family Clinic' },
    ]);
    expect(items[1]).toMatchObject({ place: 'Ikeja, Lagos State', status: 'active' });

    expect((await call('DELETE', `/facilities/${facility.id}`, token)).statusCode).toBe(204);
    expect((await call('DELETE', `/facilities/${facility.id}`, token)).statusCode).toBe(204);
    expect((await call('GET', `/facilities/${facility.id}`, token)).statusCode).toBe(404);
    expect((await call('GET', '', token)).json<SavedListingList>().items).toHaveLength(1);
  });

  it('keeps each user’s saved listings their own', async () => {
    const [mine, theirs] = [await signedIn(), await signedIn()];
    const facility = await makeFacility(db);
    await call('PUT', `/facilities/${facility.id}`, mine);
    expect((await call('GET', `/facilities/${facility.id}`, theirs)).statusCode).toBe(404);
    expect((await call('GET', '', theirs)).json<SavedListingList>().items).toEqual([]);
    await call('DELETE', `/facilities/${facility.id}`, theirs);
    expect((await call('GET', `/facilities/${facility.id}`, mine)).statusCode).toBe(204);
  });

  it('answers 404 for a listing that does not exist, 400 for a kind it does not know, 401 signed out', async () => {
    const token = await signedIn();
    expect((await call('PUT', '/facilities/5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', token)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/facilities/not-an-id', token)).statusCode).toBe(404);
    expect((await call('PUT', '/blog-posts/5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', token)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '')).statusCode).toBe(401);
  });
});
