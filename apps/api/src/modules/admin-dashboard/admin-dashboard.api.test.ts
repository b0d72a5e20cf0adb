import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AdminDashboard } from '@carefinder/contracts';
import { schema } from '@carefinder/db';
import { makeFacility, makeProvider, makeReview, makeReviewer } from '../../testing/directory-factories.ts';
import { addMembership, createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

// Monday 30 November 2026 in Lagos: facts from 1 September on are current.
const { app, db } = await createTestApp({ now: () => new Date('2026-11-30T10:00:00Z') });
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
    readiness: { byState: [], teamsLeastRecent: [] },
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
    readiness: { byState: [], teamsLeastRecent: [] },
  });
});

it('counts open facilities’ readiness facts per state and capability, current or not, and names the teams that confirmed least recently', async () => {
  const lagos = await makeFacility(db, {
    name: 'Lagos Ready',
    readiness: [
      { capability: 'oxygen', confirmedAt: '2026-11-20' },
      { capability: 'icu', confirmedAt: '2026-08-01' },
    ],
  });
  await makeFacility(db, {
    name: 'Lagos Also',
    readiness: [{ capability: 'oxygen', confirmedAt: '2026-09-01' }],
  });
  await makeFacility(db, {
    name: 'Kano Ready',
    stateAlias: 'kano',
    readiness: [{ capability: 'oxygen', confirmedAt: '2026-08-31' }],
  });
  await makeFacility(db, {
    status: 'permanently_closed',
    readiness: [{ capability: 'oxygen', confirmedAt: '2026-11-20' }],
  });
  const never = await makeFacility(db, { name: 'Never Confirmed' });
  const member = await createUser(db, { role: 'FACILITY_ADMIN' });
  await addMembership(db, member.id, lagos.id);
  await addMembership(db, member.id, never.id);
  await db
    .update(schema.facilityReadiness)
    .set({ confirmedBy: 'facility' })
    .where(eq(schema.facilityReadiness.facilityId, lagos.id));

  const { readiness } = await dashboard();
  expect(readiness.byState).toEqual([
    {
      state: { alias: 'kano', name: 'Kano' },
      capabilities: [{ slug: 'oxygen', name: 'oxygen', current: 0, stale: 1 }],
    },
    {
      state: { alias: 'lagos', name: 'Lagos' },
      capabilities: [
        { slug: 'icu', name: 'icu', current: 0, stale: 1 },
        { slug: 'oxygen', name: 'oxygen', current: 2, stale: 0 },
      ],
    },
  ]);
  expect(readiness.teamsLeastRecent).toEqual([
    { facility: { id: never.id, name: 'Never Confirmed' }, state: 'Lagos', lastConfirmedAt: null },
    { facility: { id: lagos.id, name: 'Lagos Ready' }, state: 'Lagos', lastConfirmedAt: '2026-11-20' },
  ]);
});
