import { nigerianStates } from '@carefinder/db/reference';
import { englishGivenNames, namePools } from './names.ts';
import { Random, WeightedTable, hashSeed } from './random.ts';
import { stateProfile } from './regions.ts';
import type { EthnicGroup } from './regions.ts';
import { slugify } from './text.ts';

export interface DemoUser {
  /** Stable key, 'demo-user-000001'. */
  key: string;
  firstName: string;
  lastName: string;
  /** 'chiamaka.okafor.17@demo.carefinder.example': the reserved .example TLD, so no mail can be delivered. */
  email: string;
}

export const DEMO_USER_EMAIL_DOMAIN = 'demo.carefinder.example';

/** Ethnic groups in proportion to their share of the whole population, for reviewers from anywhere. */
const nationalGroups = (() => {
  const totals = new Map<EthnicGroup, number>();
  for (const state of nigerianStates) {
    const profile = stateProfile(state.alias);
    for (const [group, share] of Object.entries(profile.groups) as [EthnicGroup, number][]) {
      totals.set(group, (totals.get(group) ?? 0) + share * profile.population);
    }
  }
  return new WeightedTable([...totals]);
})();

export class UserFactory {
  constructor(private readonly seed: number) {}

  static key(index: number): string {
    return `demo-user-${String(index + 1).padStart(6, '0')}`;
  }

  build(index: number): DemoUser {
    const random = new Random(hashSeed(this.seed, 'user', index));
    const pool = namePools[nationalGroups.pick(random)];
    const gender = random.chance(0.5) ? 'female' : 'male';
    const firstName = random.chance(pool.englishGivenNameShare)
      ? random.pick(englishGivenNames[gender])
      : random.pick(pool[gender]);
    const lastName = random.pick(pool.surnames);
    return {
      key: UserFactory.key(index),
      firstName,
      lastName,
      email: `${slugify(firstName)}.${slugify(lastName)}.${index + 1}@${DEMO_USER_EMAIL_DOMAIN}`,
    };
  }
}
