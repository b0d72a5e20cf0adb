import { nigerianStates, slugifyPlaceName } from '@carefinder/db';
import { describe, expect, it } from 'vitest';
import { STATE_OTHER_NAMES, TOWN_LGAS } from './place-names.ts';
import { searchWords } from './query-words.ts';

const lgaSlugs = new Map(
  nigerianStates.map((state) => [state.alias, new Set(state.lgas.map(slugifyPlaceName))]),
);

describe('the places people name', () => {
  it('map every town to LGAs of its state that exist', () => {
    for (const town of TOWN_LGAS) {
      const slugs = lgaSlugs.get(town.state);
      expect(slugs, town.name).toBeDefined();
      for (const lga of town.lgas) expect(slugs?.has(lga), `${town.name}: ${lga}`).toBe(true);
    }
  });

  it('write names as queries are read, and name states that exist', () => {
    for (const name of [...TOWN_LGAS.map((town) => town.name), ...Object.values(STATE_OTHER_NAMES).flat()])
      expect(searchWords(name).join(' '), name).toBe(name);
    for (const alias of Object.keys(STATE_OTHER_NAMES)) expect(lgaSlugs.has(alias), alias).toBe(true);
  });
});
