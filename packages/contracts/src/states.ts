import { z } from 'zod';

export const stateAliasSchema = z
  .string()
  .regex(/^[a-z_]+$/, 'A state alias is lowercase letters and underscores, e.g. akwa_ibom.');

export const stateSchema = z.object({
  name: z.string(),
  alias: z.string(),
  capital: z.string(),
  capitalLatitude: z.number(),
  capitalLongitude: z.number(),
  lgaCount: z.number().int(),
});

export const lgaSchema = z.object({
  name: z.string(),
  slug: z.string(),
});

export const stateListSchema = z.object({ items: z.array(stateSchema) });
export const lgaListSchema = z.object({ state: stateSchema, items: z.array(lgaSchema) });

export type State = z.infer<typeof stateSchema>;
export type Lga = z.infer<typeof lgaSchema>;
