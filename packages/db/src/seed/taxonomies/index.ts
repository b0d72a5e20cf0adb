import type { TaxonomyKind } from '@carefinder/contracts';
import { awards } from './awards.ts';
import { capabilities } from './capabilities.ts';
import { conditions } from './conditions.ts';
import { facilityTypes } from './facility-types.ts';
import { insurance } from './insurance.ts';
import { practiceAreas } from './practice-areas.ts';
import { procedures } from './procedures.ts';
import { qualities } from './qualities.ts';
import { services } from './services.ts';
import { specialties } from './specialties.ts';
import type { TaxonomySeedEntry } from './types.ts';

export type { TaxonomySeedEntry } from './types.ts';

/** The starting set of every curated list, seeded once and edited by ADMIN afterwards. */
export const taxonomySeed: Record<TaxonomyKind, readonly TaxonomySeedEntry[]> = {
  'facility-types': facilityTypes,
  services,
  specialties,
  conditions,
  procedures,
  insurance,
  awards,
  qualities,
  'practice-areas': practiceAreas,
  capabilities,
};
