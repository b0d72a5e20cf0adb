import { z } from 'zod';

/*
 * Write bodies (POST, PUT, PATCH) are strict: a field the operation does not take, at the top or in any
 * object inside (`place`, `source`, a term reference), is a 400 naming it by its path (UNKNOWN_FIELD_MESSAGE),
 * never dropped in silence, so a misspelt field cannot answer 200 and change nothing.
 *
 * A client may still send back the read answer it got, changed (the admin editors and API clients do): each
 * write body lists the answer's read-only fields (ids, counts, computed values, timestamps, the names of the
 * entries it refers to) with `readOnly`, taking their types from the answer's own schema. They are accepted
 * when sent, ignored, and removed before the write sees the body; anything else is refused.
 */

type Optional<Shape extends z.core.$ZodShape> = { [Key in keyof Shape]: z.ZodOptional<Shape[Key]> };

/**
 * Fields of a read answer that a write body takes back and ignores, e.g.
 * `readOnly(facilityDetailSchema, 'id', 'averageRating')`: optional, of the answer's type, and marked
 * `readOnly` in the OpenAPI document. Pass them to `writeBody`, which removes them from what it parses.
 */
export function readOnly<Shape extends z.core.$ZodShape, Key extends keyof Shape & string>(
  answer: z.ZodObject<Shape>,
  ...keys: Key[]
): Optional<Pick<Shape, Key>> {
  return Object.fromEntries(
    keys.map((key) => [
      key,
      z
        .optional(answer.shape[key] as Shape[Key])
        .meta({ readOnly: true, description: 'Read-only: ignored when sent.' }),
    ]),
  ) as Optional<Pick<Shape, Key>>;
}

/**
 * A strict write body (or an object inside one): `fields` are what the write takes; `readOnlyFields` (from
 * `readOnly`) may be sent and are left out of the parsed body. Any other key is refused, naming it.
 */
export function writeBody<
  Fields extends z.core.$ZodShape,
  ReadOnlyFields extends z.core.$ZodShape = Record<never, never>,
>(fields: Fields, readOnlyFields: ReadOnlyFields = {} as ReadOnlyFields) {
  const ignored = Object.keys(readOnlyFields);
  const both = ignored.filter((key) => key in fields);
  if (both.length) throw new Error(`A field is either written or read-only: ${both.join(', ')}`);
  return z.strictObject({ ...fields, ...readOnlyFields }).transform((body) => {
    const written: Record<string, unknown> = { ...body };
    for (const key of ignored) delete written[key];
    return written as Omit<typeof body, keyof ReadOnlyFields>;
  });
}

/**
 * A write that takes no body: none (Fastify hands it to validation as null) or `{}`; any field sent is a 400
 * naming it.
 */
export const noBodySchema = z.strictObject({}).nullish();
