import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import {
  NIGERIA_LGA_COUNT,
  NIGERIA_STATE_COUNT,
  nigerianStates,
  normalisePlaceName,
  type StateReference,
} from './nigeria.ts';

const byAlias = (alias: string): StateReference => {
  const state = nigerianStates.find((s) => s.alias === alias);
  if (!state) throw new Error(`no state with alias ${alias}`);
  return state;
};

/** Official number of LGAs per state (1999 Constitution, First Schedule). */
const officialLgaCounts: readonly (readonly [name: string, count: number])[] = [
  ['Abia', 17],
  ['Adamawa', 21],
  ['Akwa Ibom', 31],
  ['Anambra', 21],
  ['Bauchi', 20],
  ['Bayelsa', 8],
  ['Benue', 23],
  ['Borno', 27],
  ['Cross River', 18],
  ['Delta', 25],
  ['Ebonyi', 13],
  ['Edo', 18],
  ['Ekiti', 16],
  ['Enugu', 17],
  ['Federal Capital Territory', 6],
  ['Gombe', 11],
  ['Imo', 27],
  ['Jigawa', 27],
  ['Kaduna', 23],
  ['Kano', 44],
  ['Katsina', 34],
  ['Kebbi', 21],
  ['Kogi', 21],
  ['Kwara', 16],
  ['Lagos', 20],
  ['Nasarawa', 13],
  ['Niger', 25],
  ['Ogun', 20],
  ['Ondo', 18],
  ['Osun', 30],
  ['Oyo', 33],
  ['Plateau', 17],
  ['Rivers', 23],
  ['Sokoto', 23],
  ['Taraba', 16],
  ['Yobe', 17],
  ['Zamfara', 14],
];

/** A few well-known LGAs of every state and the FCT, by alias. */
const knownLgas: readonly (readonly [alias: string, lgas: readonly string[]])[] = [
  ['abia', ['Aba North', 'Umuahia North', 'Ohafia']],
  ['adamawa', ['Yola North', 'Mubi North', 'Numan']],
  ['akwa_ibom', ['Uyo', 'Eket', 'Ikot Ekpene']],
  ['anambra', ['Awka South', 'Onitsha North', 'Nnewi North']],
  ['bauchi', ['Bauchi', 'Katagum', 'Misau']],
  ['bayelsa', ['Yenagoa', 'Brass', 'Southern Ijaw']],
  ['benue', ['Makurdi', 'Gboko', 'Otukpo']],
  ['borno', ['Maiduguri', 'Bama', 'Gwoza']],
  ['cross_river', ['Calabar Municipal', 'Ikom', 'Ogoja']],
  ['delta', ['Oshimili South', 'Warri South', 'Uvwie']],
  ['ebonyi', ['Abakaliki', 'Afikpo North', 'Ikwo']],
  ['edo', ['Oredo', 'Egor', 'Esan West']],
  ['ekiti', ['Ado Ekiti', 'Ikere', 'Ijero']],
  ['enugu', ['Enugu North', 'Nsukka', 'Udi']],
  ['abuja', ['Abuja Municipal', 'Bwari', 'Gwagwalada']],
  ['gombe', ['Gombe', 'Billiri', 'Kaltungo']],
  ['imo', ['Owerri Municipal', 'Orlu', 'Okigwe']],
  ['jigawa', ['Dutse', 'Hadejia', 'Kazaure']],
  ['kaduna', ['Kaduna North', 'Zaria', 'Chikun']],
  ['kano', ['Kano Municipal', 'Fagge', 'Nasarawa']],
  ['katsina', ['Katsina', 'Daura', 'Funtua']],
  ['kebbi', ['Birnin Kebbi', 'Argungu', 'Zuru']],
  ['kogi', ['Lokoja', 'Okene', 'Idah']],
  ['kwara', ['Ilorin West', 'Offa', 'Baruten']],
  ['lagos', ['Ikeja', 'Alimosho', 'Eti-Osa']],
  ['nasarawa', ['Lafia', 'Keffi', 'Karu']],
  ['niger', ['Chanchaga', 'Bida', 'Suleja']],
  ['ogun', ['Abeokuta South', 'Ijebu Ode', 'Sagamu']],
  ['ondo', ['Akure South', 'Owo', 'Ondo West']],
  ['osun', ['Osogbo', 'Iwo', 'Ife Central']],
  ['oyo', ['Ibadan North', 'Ogbomosho North', 'Saki West']],
  ['plateau', ['Jos North', 'Shendam', 'Pankshin']],
  ['rivers', ['Port Harcourt', 'Obio/Akpor', 'Bonny']],
  ['sokoto', ['Sokoto North', 'Wamako', 'Tambuwal']],
  ['taraba', ['Jalingo', 'Wukari', 'Takum']],
  ['yobe', ['Damaturu', 'Potiskum', 'Nguru']],
  ['zamfara', ['Gusau', 'Kaura Namoda', 'Talata Mafara']],
];

describe('nigerianStates', () => {
  it('has the 36 states and the FCT', () => {
    expect(NIGERIA_STATE_COUNT).toBe(37);
    expect(nigerianStates).toHaveLength(NIGERIA_STATE_COUNT);
  });

  it('has 774 LGAs in total', () => {
    expect(NIGERIA_LGA_COUNT).toBe(774);
    expect(nigerianStates.reduce((sum, s) => sum + s.lgas.length, 0)).toBe(NIGERIA_LGA_COUNT);
  });

  it('lists the states alphabetically by name, FCT as "Federal Capital Territory"', () => {
    const names = nigerianStates.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toContain('Federal Capital Territory');
    expect(officialLgaCounts.map(([name]) => name)).toEqual(names);
  });

  it.each(officialLgaCounts)('%s has %i LGAs', (name, count) => {
    const state = nigerianStates.find((s) => s.name === name);
    expect(state).toBeDefined();
    expect(state?.lgas).toHaveLength(count);
  });

  it.each([
    ['Akwa Ibom', 'akwa_ibom'],
    ['Cross River', 'cross_river'],
    ['Nasarawa', 'nasarawa'],
    ['Lagos', 'lagos'],
    ['Federal Capital Territory', 'abuja'],
  ])('aliases %s as %s', (name, alias) => {
    expect(byAlias(alias).name).toBe(name);
  });

  it('derives every other alias from the name: lowercase, spaces to underscores', () => {
    for (const state of nigerianStates) {
      expect(state.alias).toMatch(/^[a-z_]+$/);
      if (state.name !== 'Federal Capital Territory') {
        expect(state.alias).toBe(state.name.toLowerCase().replace(/ /g, '_'));
      }
    }
    expect(new Set(nigerianStates.map((s) => s.alias)).size).toBe(nigerianStates.length);
  });

  it('numbers the 36 states 01..36 alphabetically and the FCT 37', () => {
    const codes = nigerianStates.map((s) => s.nhfrCode);
    expect(new Set(codes).size).toBe(37);
    expect([...codes].sort()).toEqual(Array.from({ length: 37 }, (_, i) => String(i + 1).padStart(2, '0')));
    const states = nigerianStates.filter((s) => s.alias !== 'abuja');
    states.forEach((s, i) => expect(s.nhfrCode).toBe(String(i + 1).padStart(2, '0')));
    expect(byAlias('abuja').nhfrCode).toBe('37');
    expect(byAlias('abia').nhfrCode).toBe('01');
    expect(byAlias('borno').nhfrCode).toBe('08');
    expect(byAlias('zamfara').nhfrCode).toBe('36');
  });

  it('covers every state in the known-LGA table', () => {
    expect(knownLgas.map(([alias]) => alias).sort()).toEqual(nigerianStates.map((s) => s.alias).sort());
  });

  it.each(knownLgas)('%s includes %j', (alias, lgas) => {
    expect(byAlias(alias).lgas).toEqual(expect.arrayContaining([...lgas]));
  });

  it.each(nigerianStates.map((s) => [s.name, s] as const))(
    '%s: LGAs are alphabetical with no duplicates (even after normalising)',
    (_name, state) => {
      expect(state.lgas).toEqual([...state.lgas].sort((a, b) => a.localeCompare(b, 'en')));
      expect(new Set(state.lgas.map(normalisePlaceName)).size).toBe(state.lgas.length);
      for (const lga of state.lgas) expect(lga).toBe(lga.trim());
    },
  );

  it.each(nigerianStates.map((s) => [s.name, s] as const))(
    '%s: capital coordinates lie inside Nigeria',
    (_name, state) => {
      expect(state.capital.length).toBeGreaterThan(0);
      expect(state.capitalLatitude).toBeGreaterThanOrEqual(4);
      expect(state.capitalLatitude).toBeLessThanOrEqual(14);
      expect(state.capitalLongitude).toBeGreaterThanOrEqual(2.6);
      expect(state.capitalLongitude).toBeLessThanOrEqual(14.7);
    },
  );

  it.each([
    ['lagos', 'Ikeja', 6.602, 3.351],
    ['abuja', 'Abuja', 9.058, 7.489],
    ['abia', 'Umuahia', 5.525, 7.494],
  ])('%s capital is %s at about (%f, %f)', (alias, capital, lat, lon) => {
    const state = byAlias(alias);
    expect(state.capital).toBe(capital);
    expect(state.capitalLatitude).toBeCloseTo(lat, 2);
    expect(state.capitalLongitude).toBeCloseTo(lon, 2);
  });
});

describe('normalisePlaceName', () => {
  it.each([
    ['Akwa Ibom', 'akwa ibom'],
    ['  Cross   River ', 'cross river'],
    ['Askira/Uba', 'askira uba'],
    ['Askira-Uba', 'askira uba'],
    ['Askira (Uba)', 'askira uba'],
    ['Ado-Odo/Ota', 'ado odo ota'],
    ['Ado Odo/Ota', 'ado odo ota'],
    ['Ifako-Ijaye', 'ifako ijaye'],
    ['Ifako/Ijaye', 'ifako ijaye'],
    ['Ibeju - Lekki', 'ibeju lekki'],
    ["Jema'a", 'jemaa'],
    ["Jema'A", 'jemaa'],
    ['Jema’a', 'jemaa'],
    ["Qua'an Pan", 'quaan pan'],
    ['Port-Harcourt', 'port harcourt'],
    ['Ògbómọ̀ṣọ́ North', 'ogbomoso north'],
    ['Ọ̀yọ́ East', 'oyo east'],
    ['Obio/Akpor', 'obio akpor'],
    ['St. Mary, Ward 2', 'st mary ward 2'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalisePlaceName(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const state of nigerianStates) {
      for (const lga of state.lgas) {
        const once = normalisePlaceName(lga);
        expect(normalisePlaceName(once)).toBe(once);
      }
    }
  });
});

describe('GRID3 health-facility sample', () => {
  const csvUrl = new URL(
    '../../../../../shared/data/grid3/nga-health-facilities-sample.csv',
    import.meta.url,
  );
  const lines = readFileSync(csvUrl, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
  const header = (lines[0] ?? '').split(',');
  const stateColumn = header.indexOf('state');
  const lgaColumn = header.indexOf('lga');
  const rows = lines.slice(1);

  it('can be split naively on commas up to the lga column', () => {
    expect(stateColumn).toBeGreaterThanOrEqual(0);
    expect(lgaColumn).toBeGreaterThan(stateColumn);
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) {
      // No quoting in or before the state/lga columns, so a plain split gives the right fields.
      const leading = row.split(',').slice(0, lgaColumn + 1);
      expect(leading.join(',')).not.toContain('"');
    }
  });

  it('matches at least 97% of its distinct state+LGA pairs to a reference LGA of the same state', () => {
    const pairs = new Set(
      rows.map((row) => {
        const fields = row.split(',');
        return `${fields[stateColumn] ?? ''}|${fields[lgaColumn] ?? ''}`;
      }),
    );
    expect(pairs.size).toBe(396);

    const stateFor = (raw: string): StateReference | undefined => {
      const key = normalisePlaceName(raw);
      return nigerianStates.find(
        (s) => normalisePlaceName(s.name) === key || (key === 'fct' && s.alias === 'abuja'),
      );
    };
    const unmatched: string[] = [];
    for (const pair of pairs) {
      const [rawState = '', rawLga = ''] = pair.split('|');
      const state = stateFor(rawState);
      expect(state, `unknown state ${rawState}`).toBeDefined();
      const lga = normalisePlaceName(rawLga);
      if (!state?.lgas.some((name) => normalisePlaceName(name) === lga)) unmatched.push(pair);
    }
    // Known leftovers: registry errors (Borno/Hong is in Adamawa, Ebonyi/Biase is in Cross River)
    // and variant spellings (Edo/Uhunmwode, Kebbi/Arewa, Niger/Muya).
    expect(unmatched.length / pairs.size).toBeLessThanOrEqual(0.03);
  });
});
