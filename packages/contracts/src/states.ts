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
  /**
   * The middle of its listed facilities (the mean of their positions): the reference data has no LGA
   * centres. Null when none of its facilities has a position.
   */
  centre: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});

export const stateListSchema = z.object({ items: z.array(stateSchema) });
export const lgaListSchema = z.object({ state: stateSchema, items: z.array(lgaSchema) });

export type State = z.infer<typeof stateSchema>;
export type Lga = z.infer<typeof lgaSchema>;
export type LgaList = z.infer<typeof lgaListSchema>;
