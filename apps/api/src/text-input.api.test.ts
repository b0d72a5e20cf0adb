import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONTROL_CHARACTER_MESSAGE, NOT_UNICODE_MESSAGE } from '@carefinder/contracts';
import { loggerOptions } from './lib/logger.ts';
import {
  createUser,
  DEFAULT_TEST_PASSWORD,
  post,
  randomAddress,
  signIn,
  withBearer,
} from './testing/factories.ts';
import { createTestApp } from './testing/test-app.ts';

const logLines: string[] = [];
const { app, db } = await createTestApp({
  logger: {
    ...(loggerOptions('info') as object),
    stream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  },
});

const admin = await createUser(db, { role: 'ADMIN' });
const adminToken = (await signIn(app, admin)).access_token;

const NUL = 'Ada\u0000Obi';

const LONE_SURROGATE = 'abc\ud800def';

/** Text the API refuses, as it reaches each request part, and what the refusal says. */
const POISONS = [
  {
    kind: 'a NUL byte',
    text: NUL,
    inQuery: encodeURIComponent(NUL),
    inPath: encodeURIComponent(NUL),
    message: CONTROL_CHARACTER_MESSAGE,
  },
  {
    kind: 'a lone surrogate',
    text: LONE_SURROGATE,
    // A surrogate's UTF-8 bytes are not UTF-8 (the URL's own escapes cannot spell a lone surrogate otherwise);
    // in a path the router refuses them as a bad URL before any field is read.
    inQuery: `abc${'%ED%A0%80'}def`,
    inPath: undefined,
    message: NOT_UNICODE_MESSAGE,
  },
] as const;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const openapi = app.swagger() as unknown as {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

function resolve(schema: JsonSchema): JsonSchema {
  const name = schema.$ref?.split('/').pop();
  return name ? resolve(openapi.components?.schemas?.[name] ?? {}) : schema;
}

const isType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** A value in which every string field the schema allows holds `text`, and those fields' paths. */
function poison(
  schema: JsonSchema,
  text = NUL,
  path: string[] = [],
  depth = 0,
): { value?: unknown; paths: string[] } {
  const resolved = resolve(schema);
  if (depth > 8) return { paths: [] };
  const branch = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]
    .map((item) => resolve(item))
    .find((item) => isType(item, 'object') || isType(item, 'string') || isType(item, 'array'));
  if (branch) return poison(branch, text, path, depth + 1);
  if (isType(resolved, 'string')) return { value: text, paths: [path.join('.')] };
  if (isType(resolved, 'array') && resolved.items) {
    const item = poison(resolved.items, text, [...path, '0'], depth + 1);
    return item.paths.length ? { value: [item.value], paths: item.paths } : { paths: [] };
  }
  if (resolved.properties) {
    const value: Record<string, unknown> = {};
    const paths: string[] = [];
    for (const [key, property] of Object.entries(resolved.properties)) {
      const field = poison(property, text, [...path, key], depth + 1);
      if (!field.paths.length) continue;
      value[key] = field.value;
      paths.push(...field.paths);
    }
    return paths.length ? { value, paths } : { paths: [] };
  }
  return { paths: [] };
}

const PLACEHOLDER_ID = '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11';

/**
 * Requests built from the OpenAPI document (so from the routes themselves): per operation and poison, one
 * request per request part that takes text (path, query string, body), with every string field of that part
 * poisoned. Fastify validates one part at a time, so each part gets its own request.
 */
const poisonedRequests = Object.entries(openapi.paths)
  .filter(([path]) => !path.includes('{*}')) // the /api catch-all 404 takes no input
  .flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      POISONS.flatMap(({ kind, text, inQuery, inPath, message }) => {
        const parameters = operation.parameters ?? [];
        const takesText = (parameter: (typeof parameters)[number]) =>
          parameter.schema ? poison(parameter.schema).paths.length > 0 : false;
        const urlWith = (poisonPath: boolean) =>
          parameters
            .filter((parameter) => parameter.in === 'path')
            .reduce(
              (url, parameter) =>
                url.replace(
                  `{${parameter.name}}`,
                  poisonPath && inPath && takesText(parameter)
                    ? inPath
                    : parameter.schema && isType(resolve(parameter.schema), 'integer')
                      ? '1'
                      : PLACEHOLDER_ID,
                ),
              path,
            );
        const name = `${method.toUpperCase()} ${path} with ${kind}`;
        const requests: { name: string; url: string; payload?: unknown; fields: string[] }[] = [];
        const pathFields = parameters.filter((p) => p.in === 'path' && takesText(p)).map((p) => p.name);
        if (pathFields.length && inPath)
          requests.push({ name: `${name} (path)`, url: urlWith(true), fields: pathFields });
        const queryFields = parameters.filter((p) => p.in === 'query' && takesText(p)).map((p) => p.name);
        if (queryFields.length)
          requests.push({
            name: `${name} (query)`,
            url: `${urlWith(false)}?${queryFields.map((field) => `${field}=${inQuery}`).join('&')}`,
            fields: queryFields,
          });
        const body = poison(operation.requestBody?.content?.['application/json']?.schema ?? {}, text);
        if (body.paths.length)
          requests.push({
            name: `${name} (body)`,
            url: urlWith(false),
            payload: body.value,
            fields: body.paths,
          });
        return requests.map((request) => ({ ...request, message, method: method.toUpperCase() as 'GET' }));
      }),
    ),
  );

describe('control characters and text that is not Unicode in input', () => {
  it('finds the routes that take text, from the OpenAPI document', () => {
    const names = poisonedRequests.map((request) => request.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/client-errors with a NUL byte (body)',
        'POST /api/auth/signup with a NUL byte (body)',
        'PATCH /api/me/ with a NUL byte (body)',
        'GET /api/admin/users with a NUL byte (query)',
        'GET /api/search with a NUL byte (query)',
        'PATCH /api/facilities/{id} with a lone surrogate (body)',
        'POST /api/providers with a lone surrogate (body)',
        'GET /api/search with a lone surrogate (query)',
      ]),
    );
  });

  it.each(poisonedRequests)(
    '$name answers 400 naming every poisoned field',
    async ({ method, url, payload, fields, message }) => {
      const response = await app.inject({
        method,
        url,
        headers: withBearer(adminToken),
        remoteAddress: randomAddress(),
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const named = response.json<{ errors: { path: string; message: string }[] }>().errors;
      for (const field of fields) expect(named).toContainEqual({ path: field, message });
    },
  );

  it('refuses every C0 control but tab and new lines, and DEL, and keeps the rest of the text', async () => {
    const user = await createUser(db);
    const token = (await signIn(app, user)).access_token;
    const patch = (firstName: string) =>
      app.inject({ method: 'PATCH', url: '/api/me/', headers: withBearer(token), payload: { firstName } });
    for (const code of [0, 1, 8, 11, 12, 14, 27, 31, 127]) {
      const response = await patch(`Ada${String.fromCharCode(code)}`);
      expect(response.statusCode, `U+${code.toString(16)}`).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'firstName', message: CONTROL_CHARACTER_MESSAGE }]);
    }
    const accepted = await patch('Adaẹ̀ Ọ̀bí');
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('refuses a body whose bytes are not UTF-8, naming the field, and keeps a real U+FFFD', async () => {
    const user = await createUser(db);
    const token = (await signIn(app, user)).access_token;
    const patch = (body: Buffer) =>
      app.inject({
        method: 'PATCH',
        url: '/api/me/',
        headers: { ...withBearer(token), 'content-type': 'application/json' },
        payload: body,
      });
    const json = (firstName: string, lastName: string) =>
      Buffer.from(JSON.stringify({ firstName, lastName }));
    for (const bytes of [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf0, 0x9f, 0x98]]) {
      const body = Buffer.concat([
        Buffer.from('{"lastName":"Obi\ufffd","firstName":"Ada'),
        Buffer.from(bytes),
        Buffer.from('"}'),
      ]);
      const refused = await patch(body);
      expect(refused.statusCode, bytes.join(' ')).toBe(400);
      expect(refused.json().errors).toEqual([{ path: 'firstName', message: NOT_UNICODE_MESSAGE }]);
    }
    // After a backslash, a byte that is not UTF-8 never becomes an escape the backslash reads: the body is
    // not JSON, and nothing is stored.
    const escaped = await patch(
      Buffer.concat([Buffer.from('{"firstName":"Ada\\'), Buffer.from([0xff]), Buffer.from('"}')]),
    );
    expect(escaped.statusCode).toBe(400);
    expect(
      (await app.inject({ url: '/api/me/', headers: withBearer(token) })).json().firstName,
    ).not.toContain('ud800');
    const accepted = await patch(json('Ada\ufffd', 'Obi'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = await app.inject({ url: '/api/me/', headers: withBearer(token) });
    expect(me.json().firstName).toBe('Ada\ufffd');
  });

  it('reads a stray % in a query string as typed, and escapes of bytes that are not UTF-8 as a 400', async () => {
    const search = (q: string) =>
      app.inject({ url: `/api/admin/users?q=${q}`, headers: withBearer(adminToken) });
    expect((await search('100%')).statusCode).toBe(200);
    expect((await search('%C3%A0+b%C3%A9')).statusCode).toBe(200);
    const refused = await search('ab%FFcd');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'q', message: NOT_UNICODE_MESSAGE }]);
  });

  it('answers the query ?q=%00 of the admin users list with 400 naming q', async () => {
    const response = await app.inject({ url: '/api/admin/users?q=%00', headers: withBearer(adminToken) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'q', message: CONTROL_CHARACTER_MESSAGE }]);
  });
});

describe('database errors in the log', () => {
  it('never carry the bound parameters: no password hash, e-mail or name of the failed row', async () => {
    // A constraint the signup cannot meet, so the insert of the user row fails inside the database.
    await db.execute(sql`alter table users add constraint refuse_test_name check (first_name <> 'Refused')`);
    const email = `refused.${Date.now()}@example.com`;
    logLines.length = 0;
    const response = await post(app, '/api/auth/signup', {
      email,
      password: DEFAULT_TEST_PASSWORD,
      firstName: 'Refused',
      lastName: 'Okafor',
    });
    await db.execute(sql`alter table users drop constraint refuse_test_name`);

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 500, detail: 'An unexpected error occurred.' });
    const log = logLines.join('');
    expect(log).toContain('refuse_test_name'); // the constraint is named, so the failure can be investigated
    expect(log).toContain('Failed query: insert into');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(email);
    expect(log).not.toContain('Okafor');
    expect(log).not.toContain('params:');
  });
});

it('keeps the API key check ahead of validation', async () => {
  const response = await app.inject({ url: '/api/search?q=%00' });
  expect(response.statusCode).toBe(401);
});
