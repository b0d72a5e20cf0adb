import { expect, it } from 'vitest';
import type { AdminDashboard } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeProvider, makeReview, makeReviewer } from '../../testing/directory-factories.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const token = (await signIn(app, await createUser(db, { role: 'ADMIN' }))).access_token;

const dashboard = async () => {
  const response = await app.inject({ url: '/api/admin/dashboard', headers: withBearer(token) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-cache');
  return response.json<AdminDashboard>();
};

it('counts listings by status, reported reviews and open duplicate flags', async () => {
  expect(await dashboard()).toEqual({
    facilities: { active: 0, temporarily_closed: 0, permanently_closed: 0 },
    providers: { active: 0, temporarily_closed: 0, permanently_closed: 0 },
    reviewsToModerate: 0,
    duplicatesToReview: 0,
  });

  const open = await makeFacility(db);
  const twin = await makeFacility(db, { status: 'permanently_closed' });
  await makeFacility(db, { status: 'temporarily_closed' });
  await makeProvider(db);
  const reported = await makeReview(db, { facilityId: open.id });
  await makeReview(db, { facilityId: open.id });
  await db
    .insert(schema.reviewReports)
    .values({ reviewId: reported.id, reporterId: (await makeReviewer(db)).id, reason: 'Spam' });
  await db.insert(schema.facilityDuplicateFlags).values([
    { facilityId: twin.id, duplicateOfId: open.id, distanceMetres: 20 },
    { facilityId: open.id, duplicateOfId: twin.id, distanceMetres: 20, resolvedAt: new Date() },
  ]);

  expect(await dashboard()).toEqual({
    facilities: { active: 1, temporarily_closed: 1, permanently_closed: 1 },
    providers: { active: 1, temporarily_closed: 0, permanently_closed: 0 },
    reviewsToModerate: 1,
    duplicatesToReview: 1,
  });
});
