import { describe, expect, it } from 'vitest';
import type { AuditLogPage, ReadinessImportResult, SearchResult } from '@carefinder/contracts';
import { makeFacility, makeTerm } from '../../testing/directory-factories.ts';
import { facilityRequests } from '../../testing/facility-requests.ts';
import { createUser, signIn, withBearer } from '../../testing/factories.ts';
import { createTestApp, withApiKey } from '../../testing/test-app.ts';

/** An ADMIN uploads a ministry's readiness list (issue 34): a preview with each row's outcome, then apply. */
const { app, db } = await createTestApp({ now: () => new Date('2026-11-30T10:00:00Z') });
const { read } = facilityRequests(app);
const admin = (await signIn(app, await createUser(db, { role: 'ADMIN' }))).access_token;
await makeTerm(db, 'capabilities', 'oxygen', 'Oxygen');
await makeTerm(db, 'capabilities', 'blood-transfusion', 'Blood transfusion');

const coded = await makeFacility(db, { name: 'Coded General Hospital', nhfrCode: '24/01/1/2/0042' });
const known = await makeFacility(db, {
  name: 'Known Hospital',
  readiness: [{ capability: 'oxygen', confirmedAt: '2026-11-20', source: 'Our own check' }],
});

const upload = (csv: string, apply = false, token = admin) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/readiness-import',
    headers: withBearer(token),
    payload: { csv, apply },
  });

const goodList = [
  'Facility,Capability,Confirmed,Source',
  `24/01/1/2/0042,oxygen,2026-11-02,Lagos SMoH list`,
  `24/01/1/2/0042,blood-transfusion,2026-11-02,Lagos SMoH list`,
  `${known.id},oxygen,2026-11-01,Lagos SMoH list`,
  `${known.id},blood-transfusion,2026-11-01,Lagos SMoH list`,
].join('\n');

describe('POST /api/admin/readiness-import', () => {
  it('previews each row’s outcome and writes nothing', async () => {
    const response = await upload(goodList);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ReadinessImportResult>();
    expect(result.applied).toBe(false);
    expect(result.rows.map((row) => [row.line, row.facility?.name, row.capability, row.outcome])).toEqual([
      [2, 'Coded General Hospital', 'oxygen', 'new'],
      [3, 'Coded General Hospital', 'blood-transfusion', 'new'],
      // The facility's own check is newer than the list: the list changes nothing.
      [4, 'Known Hospital', 'oxygen', 'unchanged'],
      [5, 'Known Hospital', 'blood-transfusion', 'new'],
    ]);
    expect(result.counts).toEqual({ new: 3, newer: 0, unchanged: 1, error: 0 });
    expect((await read(coded.id)).facility.readiness).toEqual([]);
  });

  it('applies the list once, audited per facility; applied again, it changes nothing', async () => {
    const applied = await upload(goodList, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ReadinessImportResult>().counts).toEqual({
      new: 3,
      newer: 0,
      unchanged: 1,
      error: 0,
    });
    const { facility } = await read(coded.id);
    expect(
      facility.readiness.map((fact) => [fact.capability.slug, fact.confirmedAt, fact.confirmedBy]),
    ).toEqual([
      ['blood-transfusion', '2026-11-02', 'carefinder'],
      ['oxygen', '2026-11-02', 'carefinder'],
    ]);
    expect(
      (await read(known.id)).facility.readiness.find((fact) => fact.capability.slug === 'oxygen'),
    ).toMatchObject({
      confirmedAt: '2026-11-20',
      source: 'Our own check',
    });
    const search = await app.inject({
      url: '/api/search?capability=blood-transfusion',
      headers: withApiKey(),
    });
    expect(
      search
        .json<SearchResult>()
        .items.map((item) => item.name)
        .sort(),
    ).toEqual(['Coded General Hospital', 'Known Hospital']);

    const again = await upload(goodList, true);
    expect(again.json<ReadinessImportResult>().counts).toEqual({ new: 0, newer: 0, unchanged: 4, error: 0 });
    const audit = await app.inject({
      url: `/api/admin/audit-log?entity=facility&entityId=${coded.id}`,
      headers: withBearer(admin),
    });
    expect(audit.json<AuditLogPage>().items.map((entry) => entry.action)).toEqual([
      'facility.readiness-import',
    ]);
  });

  it('names every row it cannot apply, and applies none of them', async () => {
    const list = [
      'facility,capability,confirmed,source',
      `24/01/1/2/0042,oxygen,2026-11-29,Call`,
      `99/99/9/9/9999,oxygen,2026-11-02,List`,
      `24/01/1/2/0042,teleportation,2026-11-02,List`,
      `24/01/1/2/0042,oxygen,2026-12-25,List`,
      `24/01/1/2/0042,blood-transfusion,02/11/2026,List`,
      `24/01/1/2/0042,oxygen,2026-11-28,List again`,
    ].join('\n');
    const preview = (await upload(list)).json<ReadinessImportResult>();
    expect(preview.rows.map((row) => [row.line, row.outcome, row.error])).toEqual([
      [2, 'newer', null],
      [3, 'error', 'No facility has the id or NHFR code "99/99/9/9/9999".'],
      [4, 'error', 'No capability has the slug "teleportation".'],
      [5, 'error', 'A fact cannot be confirmed after today (2026-11-30).'],
      [6, 'error', 'Give the day it was confirmed as YYYY-MM-DD.'],
      [7, 'error', 'This facility and capability are on an earlier row.'],
    ]);
    const refused = await upload(list, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'rows.1',
      'rows.2',
      'rows.3',
      'rows.4',
      'rows.5',
    ]);
    expect(
      (await read(coded.id)).facility.readiness.find((fact) => fact.capability.slug === 'oxygen')
        ?.confirmedAt,
    ).toBe('2026-11-02');
  });

  it('refuses a file without the columns, and anyone but an ADMIN', async () => {
    const wrong = await upload('name,skill\nA,B');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: { path: string; message: string }[] }>().errors[0]).toMatchObject({
      path: 'csv',
      message:
        'The header lacks facility, capability, confirmed: it is facility,capability,confirmed,source.',
    });
    const manager = (await signIn(app, await createUser(db, { role: 'FACILITY_ADMIN' }))).access_token;
    expect((await upload(goodList, false, manager)).statusCode).toBe(403);
  });
});
