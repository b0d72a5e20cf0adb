import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, UNKNOWN_FIELD_MESSAGE, type Problem } from '@carefinder/contracts';
import { makeFacility, makeProvider, makeTerm, weekdayHours } from './testing/directory-factories.ts';
import { createUser, randomAddress, signIn, withBearer } from './testing/factories.ts';
import { registeredRoutes } from './testing/routes.ts';
import { createTestApp } from './testing/test-app.ts';

/*
 * A write body takes its fields and the read-only fields of its resource's read answer, nothing else: a
 * misspelt field is a 400 naming it, never a 200 that changed nothing, while the GET answer sent back whole
 * (as the admin editors and API clients do) still works.
 */

// A fixed clock, so that two reads of a listing agree on its opening status.
const { app, db } = await createTestApp({ now: () => new Date('2026-11-25T09:00:00Z') });
const admin = await createUser(db, { role: 'ADMIN' });
const adminToken = (await signIn(app, admin)).access_token;
const asAdmin = (headers: Record<string, string> = {}) => withBearer(adminToken, headers);

type Answer = Record<string, unknown>;

async function read(url: string) {
  const response = await app.inject({ url, headers: asAdmin({ 'cache-control': 'no-cache' }) });
  expect(response.statusCode, response.body).toBe(200);
  return { answer: response.json<Answer>(), etag: String(response.headers.etag) };
}

const write = (
  method: 'POST' | 'PATCH',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) => app.inject({ method, url, headers: asAdmin(headers), payload: payload as Answer });

async function created(url: string, payload: Answer) {
  const response = await write('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string | number }>().id;
}

let made = 0;

/** A facility with a type, a term, hours, a photo, a provider and provenance: every part of its answer. */
async function richFacility() {
  made += 1;
  const facility = await makeFacility(db, {
    facilityType: 'general-hospital',
    terms: { services: ['antenatal-care'], insurance: ['nhia'] },
    openingHours: [
      weekdayHours('MONDAY', '08:00:00', '17:00:00'),
      weekdayHours('FRIDAY', '20:00:00', '06:00:00'),
    ],
    photos: [{ url: 'https://img.example/front.webp', alt: 'The entrance' }],
    provenance: {
      dataset: 'NHFR',
      licence: 'CC BY 4.0',
      sourceId: `nhfr-write-bodies-${made}`,
      lastUpdated: '2025-01-01',
    },
    lastVerifiedAt: new Date('2026-10-01T09:00:00Z'),
  });
  await makeProvider(db, { facilityIds: [facility.id] });
  return facility;
}

interface Resource {
  name: string;
  /** Makes one: where it is read (GET) and changed (PATCH). */
  make: () => Promise<{ readUrl: string; writeUrl: string }>;
  /** One field changed, as the answer then shows it. */
  change: Answer;
  /** The same change with the field's name misspelt. */
  misspelt: Answer;
}

const resources: Resource[] = [
  {
    name: 'a facility',
    make: async () => {
      const { id } = await richFacility();
      return { readUrl: `/api/facilities/${id}`, writeUrl: `/api/facilities/${id}` };
    },
    change: { name: 'Renamed General Hospital' },
    misspelt: { nmae: 'Renamed General Hospital' },
  },
  {
    name: 'a provider',
    make: async () => {
      const { id } = await makeProvider(db, {
        terms: { specialties: ['cardiology'], qualities: ['listens-well'] },
        education: [{ institution: 'University of Lagos', qualification: 'MBBS', year: 2010 }],
        facilityIds: [(await richFacility()).id],
        photo: { url: 'https://img.example/dr.webp', alt: 'Dr Eze' },
        address: '3 Allen Avenue',
      });
      return { readUrl: `/api/providers/${id}`, writeUrl: `/api/providers/${id}` };
    },
    change: { bio: 'Cardiologist in Ikeja.' },
    misspelt: { boi: 'Cardiologist in Ikeja.' },
  },
  {
    name: 'a taxonomy term',
    make: async () => {
      made += 1;
      const { id } = await makeTerm(db, 'services', `echo-cardiography-${made}`, `Echo cardiography ${made}`);
      return { readUrl: `/api/services/${id}`, writeUrl: `/api/services/${id}` };
    },
    change: { description: 'An ultrasound of the heart.' },
    misspelt: { descripton: 'An ultrasound of the heart.' },
  },
  {
    name: 'an emergency contact',
    make: async () => {
      const id = await created('/api/emergency-contacts', {
        name: 'Lagos Ambulance (write-bodies test)',
        phones: ['0803 123 4567', '767'],
        state: { alias: 'lagos' },
        category: 'ambulance',
        hours: '24 hours',
        source: { name: 'A test source', url: 'https://example.org/ambulance' },
        lastVerifiedAt: '2026-11-20',
      });
      return { readUrl: `/api/emergency-contacts/${id}`, writeUrl: `/api/emergency-contacts/${id}` };
    },
    change: { hours: 'Weekdays, 8am to 6pm' },
    misspelt: { hour: 'Weekdays, 8am to 6pm' },
  },
  {
    name: 'a blog post',
    make: async () => {
      const id = await created('/api/blog-posts', {
        title: 'Clean water at home',
        excerpt: 'Boil it.',
        body: 'Boil water for a minute before drinking it.',
        status: 'published',
      });
      return { readUrl: `/api/admin/blog-posts/${id}`, writeUrl: `/api/blog-posts/${id}` };
    },
    change: { title: 'Safe water at home' },
    misspelt: { titel: 'Safe water at home' },
  },
  {
    name: 'an admin user',
    make: async () => {
      const { id } = await createUser(db, { phone: '+2348031234567' });
      return { readUrl: `/api/admin/users/${id}`, writeUrl: `/api/admin/users/${id}` };
    },
    change: { role: 'PROVIDER' },
    misspelt: { rol: 'PROVIDER' },
  },
];

describe.each(resources)('PATCH of $name', ({ make, change, misspelt }) => {
  it('answers 400 naming a misspelt field, sent alone or with the GET answer, and changes nothing', async () => {
    const { readUrl, writeUrl } = await make();
    const before = await read(readUrl);
    const unknown = { path: Object.keys(misspelt)[0], message: UNKNOWN_FIELD_MESSAGE };
    const alone = await write('PATCH', writeUrl, misspelt, { 'if-match': before.etag });
    expect(alone.statusCode, alone.body).toBe(400);
    expect(alone.json<Problem>().type).toBe(PROBLEM_TYPES.invalidRequest);
    // Alone, it may also be a body without any change (an admin user's "Send role, disabled, or both").
    expect(alone.json<Problem>().errors).toContainEqual(unknown);
    const withAnswer = await write(
      'PATCH',
      writeUrl,
      { ...before.answer, ...misspelt },
      { 'if-match': before.etag },
    );
    expect(withAnswer.statusCode, withAnswer.body).toBe(400);
    expect(withAnswer.json<Problem>().type).toBe(PROBLEM_TYPES.invalidRequest);
    // Every other field of the answer is taken: the misspelt one is the only error.
    expect(withAnswer.json<Problem>().errors).toEqual([unknown]);
    expect(await read(readUrl)).toEqual(before);
  });

  it('takes its own GET answer back with one real change (200) and makes the change', async () => {
    const { readUrl, writeUrl } = await make();
    const before = await read(readUrl);
    const response = await write(
      'PATCH',
      writeUrl,
      { ...before.answer, ...change },
      { 'if-match': before.etag },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(change);
    const after = await read(readUrl);
    expect(after.answer).toMatchObject(change);
    expect(after.etag).not.toBe(before.etag);
  });
});

describe('an unknown key inside an object of a write body', () => {
  const nested: {
    name: string;
    resource: Resource;
    /** The GET answer with an unknown key put in one of its objects, and that key's path. */
    edit: (answer: Answer) => Answer;
    path: string;
  }[] = [
    {
      name: "a facility's place",
      resource: resources[0]!,
      edit: (answer) => ({ ...answer, place: { ...(answer.place as Answer), wards: 'Alausa' } }),
      path: 'place.wards',
    },
    {
      name: "the state of a facility's place",
      resource: resources[0]!,
      edit: (answer) => {
        const place = answer.place as Answer;
        return { ...answer, place: { ...place, state: { ...(place.state as Answer), code: 'LA' } } };
      },
      path: 'place.state.code',
    },
    {
      name: "a facility's service",
      resource: resources[0]!,
      edit: (answer) => ({ ...answer, services: [{ slug: 'antenatal-care', nmae: 'Antenatal care' }] }),
      path: 'services.0.nmae',
    },
    {
      name: "a day of a facility's opening hours",
      resource: resources[0]!,
      edit: (answer) => ({
        ...answer,
        openingHours: [{ ...weekdayHours('MONDAY', '08:00:00', '17:00:00'), isOpen: true }],
      }),
      path: 'openingHours.0.isOpen',
    },
    {
      name: "a provider's facility",
      resource: resources[1]!,
      edit: (answer) => ({
        ...answer,
        facilities: (answer.facilities as Answer[]).map((facility) => ({ ...facility, nmae: 'Typo' })),
      }),
      path: 'facilities.0.nmae',
    },
    {
      name: "a provider's education",
      resource: resources[1]!,
      edit: (answer) => ({
        ...answer,
        education: (answer.education as Answer[]).map((entry) => ({ ...entry, degree: 'MBBS' })),
      }),
      path: 'education.0.degree',
    },
    {
      name: "an emergency contact's source",
      resource: resources[3]!,
      edit: (answer) => ({
        ...answer,
        source: { ...(answer.source as Answer), link: 'https://example.org' },
      }),
      path: 'source.link',
    },
    {
      name: "an emergency contact's state",
      resource: resources[3]!,
      edit: (answer) => ({ ...answer, state: { ...(answer.state as Answer), code: 'LA' } }),
      path: 'state.code',
    },
    {
      name: "a blog post's cover",
      resource: resources[4]!,
      edit: (answer) => ({
        ...answer,
        cover: { key: `${'a'.repeat(32)}.webp`, alt: 'A glass of water', caption: 'Water' },
      }),
      path: 'cover.caption',
    },
  ];

  it.each(nested)(
    'in $name answers 400 naming its path, and changes nothing',
    async ({ resource, edit, path }) => {
      const { readUrl, writeUrl } = await resource.make();
      const before = await read(readUrl);
      const response = await write('PATCH', writeUrl, edit(before.answer), { 'if-match': before.etag });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<Problem>().errors).toEqual([{ path, message: UNKNOWN_FIELD_MESSAGE }]);
      expect(await read(readUrl)).toEqual(before);
    },
  );

  it('in a POST too: a facility created with a misspelt place field is refused, naming it', async () => {
    const response = await write('POST', '/api/facilities', {
      name: 'Typo Clinic',
      place: { state: { alias: 'lagos' }, adress: '1 Typo Street' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Problem>().errors).toEqual([
      { path: 'place.adress', message: UNKNOWN_FIELD_MESSAGE },
    ]);
  });
});

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  $ref?: string;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, unknown> };
}
const openapi = app.swagger() as unknown as {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
const resolve = (schema: JsonSchema): JsonSchema => {
  const name = schema.$ref?.split('/').pop();
  return name ? resolve(openapi.components?.schemas?.[name] ?? {}) : schema;
};

/** The route's operation in the OpenAPI document (router `:a|:b` segments and a trailing `/` allowed for). */
function operationOf(method: string, url: string): { path: string; operation: OpenApiOperation } | undefined {
  let candidates = [''];
  for (const segment of url.split('/').slice(1)) {
    const names = segment.startsWith(':')
      ? segment.split('|').map((name) => `{${name.slice(1)}}`)
      : [segment];
    candidates = candidates.flatMap((prefix) => names.map((name) => `${prefix}/${name}`));
  }
  for (const path of candidates.flatMap((path) => [
    path,
    path.endsWith('/') ? path.slice(0, -1) : `${path}/`,
  ])) {
    const operation = openapi.paths[path]?.[method.toLowerCase()];
    if (operation) return { path, operation };
  }
  return undefined;
}

/** Aggregators' callbacks, whose body is a form as the aggregator posts it, not JSON. */
const FORM_BODIES = ['POST /api/ussd/africastalking', 'POST /api/sms/africastalking'];

/** Writes whose body is an image's own bytes, not JSON. */
const IMAGE_UPLOADS = [
  'POST /api/facilities/{id}/photos',
  'PUT /api/providers/{id}/photo',
  'POST /api/blog-posts/covers',
];

const writeRoutes = registeredRoutes(app).filter(
  ({ method, url }) =>
    ['POST', 'PUT', 'PATCH'].includes(method) && url.startsWith('/api/') && url !== '/api/*',
);

const facilityId = (await richFacility()).id;
const providerId = (await makeProvider(db)).id;

describe('every write route the router has', () => {
  /** A URL the route's path rules accept, with listings that exist (their access checks come first). */
  const urlOf = (path: string, operation: OpenApiOperation) =>
    (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'path')
      .reduce((url, { name, schema = {} }) => {
        const type = resolve(schema);
        const value = url.startsWith('/api/facilities/')
          ? facilityId
          : url.startsWith('/api/providers/')
            ? providerId
            : type.enum
              ? String(type.enum[0])
              : type.type === 'integer'
                ? '1'
                : '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11';
        return url.replace(`{${name}}`, value);
      }, path);

  it('is found, and each is in the OpenAPI document', () => {
    expect(writeRoutes.length).toBeGreaterThan(50);
    expect(writeRoutes).toEqual(
      expect.arrayContaining([
        { method: 'PATCH', url: '/api/facilities/:id' },
        { method: 'PATCH', url: '/api/admin/users/:id' },
        { method: 'PUT', url: '/api/me/saved/:kind/:id' },
        { method: 'POST', url: '/api/admin/duplicates/:flagId/dismiss' },
      ]),
    );
    expect(writeRoutes.filter(({ method, url }) => !operationOf(method, url))).toEqual([]);
  });

  it.each(writeRoutes)(
    '$method $url refuses an unknown field of a JSON body, naming it (an image upload: any JSON)',
    async ({ method, url }) => {
      const { path, operation } = operationOf(method, url)!;
      const imageUpload = IMAGE_UPLOADS.includes(`${method} ${path}`);
      // The image routes' alt text is a query parameter, checked before the body.
      const query = imageUpload ? '?alt=The%20entrance' : '';
      const response = await app.inject({
        method: method as 'POST',
        url: urlOf(path, operation) + query,
        headers: asAdmin({ 'if-match': '*' }),
        remoteAddress: randomAddress(),
        payload: { zzUnknown: 1 },
      });
      if (imageUpload || FORM_BODIES.includes(`${method} ${path}`)) {
        expect(operation.requestBody?.content?.['application/json']).toBeUndefined();
        expect(response.statusCode, response.body).toBe(415);
        return;
      }
      expect(response.statusCode, response.body).toBe(400);
      const problem = response.json<Problem>();
      expect(problem.type).toBe(PROBLEM_TYPES.invalidRequest);
      expect(problem.errors).toContainEqual({ path: 'zzUnknown', message: UNKNOWN_FIELD_MESSAGE });
    },
  );
});
