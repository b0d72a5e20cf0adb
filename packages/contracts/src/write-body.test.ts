import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminUserSchema, adminUserUpdateSchema } from './admin-users.ts';
import {
  blogPostInputSchema,
  blogPostPatchSchema,
  blogPostSchema,
  contentPagePatchSchema,
  contentPageSchema,
} from './blog.ts';
import { facilityDetailSchema, providerDetailSchema } from './directory.ts';
import {
  emergencyContactInputSchema,
  emergencyContactPatchSchema,
  emergencyContactSchema,
} from './emergency-contacts.ts';
import {
  facilityCreateSchema,
  facilityPatchSchema,
  providerCreateSchema,
  providerPatchSchema,
} from './listing-writes.ts';
import { taxonomyEntryInputSchema, taxonomyEntryPatchSchema, taxonomyEntrySchema } from './taxonomies.ts';
import { noBodySchema, readOnly, writeBody } from './write-body.ts';

const answerSchema = z.object({
  id: z.string(),
  name: z.string(),
  place: z.object({ alias: z.string(), name: z.string() }),
});
const bodySchema = writeBody(
  {
    name: z.string().optional(),
    place: writeBody({ alias: z.string() }, readOnly(answerSchema.shape.place, 'name')).optional(),
  },
  readOnly(answerSchema, 'id'),
);

const issuesOf = (result: { error?: z.ZodError }) =>
  result.error?.issues.map(({ code, path }) => ({ code, path }));

describe('writeBody and readOnly', () => {
  it('takes the read answer back and leaves its read-only fields out of the body', () => {
    const parsed = bodySchema.parse({ id: 'f1', name: 'Renamed', place: { alias: 'lagos', name: 'Lagos' } });
    expect(parsed).toEqual({ name: 'Renamed', place: { alias: 'lagos' } });
    expect(Object.keys(parsed)).not.toContain('id');
  });

  it.each([
    ['at the top', { nmae: 'Renamed' }, []],
    ['in an object inside', { place: { alias: 'lagos', code: 'LA' } }, ['place']],
  ])('refuses a key it does not take %s, naming it', (_where, body, path) => {
    expect(issuesOf(bodySchema.safeParse(body))).toEqual([{ code: 'unrecognized_keys', path }]);
  });

  it('checks a read-only field against the answer’s type', () => {
    expect(issuesOf(bodySchema.safeParse({ id: 7 }))).toEqual([{ code: 'invalid_type', path: ['id'] }]);
  });

  it('refuses a field declared both written and read-only', () => {
    expect(() => writeBody({ id: z.string() }, readOnly(answerSchema, 'id'))).toThrow(/id/);
  });

  it('marks read-only fields in the JSON schema, and closes every object', () => {
    expect(z.toJSONSchema(bodySchema, { io: 'input' })).toMatchObject({
      additionalProperties: false,
      properties: {
        id: { readOnly: true },
        place: { additionalProperties: false, properties: { name: { readOnly: true } } },
      },
    });
  });

  it.each([[undefined], [null], [{}]])('takes no body as %j when a write has none', (body) => {
    expect(noBodySchema.safeParse(body).success).toBe(true);
  });

  it('refuses any field sent to a write that takes no body', () => {
    expect(issuesOf(noBodySchema.safeParse({ reason: 'x' }))).toEqual([
      { code: 'unrecognized_keys', path: [] },
    ]);
  });
});

interface JsonSchema {
  type?: string | string[];
  readOnly?: boolean;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The object or array a schema is, past `nullable` and other unions (null the other branch). */
const shapeOf = (schema: JsonSchema): JsonSchema =>
  [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]
    .map(shapeOf)
    .find((branch) => branch.properties || branch.items) ?? schema;

/** Paths of the answer's fields, at any depth, that the write body does not take (written or read-only). */
function notTaken(answer: JsonSchema, body: JsonSchema, path = ''): string[] {
  if (body.readOnly) return [];
  const [read, written] = [shapeOf(answer), shapeOf(body)];
  if (read.items && written.items) return notTaken(read.items, written.items, `${path}[]`);
  return Object.entries(read.properties ?? {}).flatMap(([key, field]) => {
    const taken = written.properties?.[key];
    return taken ? notTaken(field, taken, `${path}.${key}`) : [`${path}.${key}`];
  });
}

/** Paths of the objects in a write body that would take a key they do not name. */
function openObjects(body: JsonSchema, path = ''): string[] {
  if (body.readOnly) return [];
  const branches = [...(body.anyOf ?? []), ...(body.oneOf ?? []), ...(body.allOf ?? [])];
  const own =
    body.properties && body.additionalProperties !== false ? [path || '(the body)'] : ([] as string[]);
  return [
    ...own,
    ...branches.flatMap((branch) => openObjects(branch, path)),
    ...(body.items ? openObjects(body.items, `${path}[]`) : []),
    ...Object.entries(body.properties ?? {}).flatMap(([key, field]) => openObjects(field, `${path}.${key}`)),
  ];
}

const json = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/** Each editable resource: its read answer and the write bodies a client may send it back to. */
const RESOURCES: [string, z.ZodType, Record<string, z.ZodType>][] = [
  ['facility', facilityDetailSchema, { create: facilityCreateSchema, patch: facilityPatchSchema }],
  ['provider', providerDetailSchema, { create: providerCreateSchema, patch: providerPatchSchema }],
  [
    'taxonomy entry',
    taxonomyEntrySchema,
    { create: taxonomyEntryInputSchema, patch: taxonomyEntryPatchSchema },
  ],
  [
    'emergency contact',
    emergencyContactSchema,
    { create: emergencyContactInputSchema, patch: emergencyContactPatchSchema },
  ],
  ['blog post', blogPostSchema, { create: blogPostInputSchema, patch: blogPostPatchSchema }],
  ['content page', contentPageSchema, { patch: contentPagePatchSchema }],
  ['admin user', adminUserSchema, { patch: adminUserUpdateSchema }],
];

describe.each(RESOURCES)('the %s write bodies', (_name, answer, bodies) => {
  it.each(Object.entries(bodies))(
    '%s takes every field of the read answer, at any depth, written or read-only',
    (_write, body) => {
      expect(notTaken(json(answer, 'output'), json(body, 'input'))).toEqual([]);
    },
  );

  it.each(Object.entries(bodies))('%s is strict in every object it writes', (_write, body) => {
    expect(openObjects(json(body, 'input'))).toEqual([]);
  });
});
