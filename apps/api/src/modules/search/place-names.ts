/**
 * Names people type for places that the official lists do not hold (issue: Nigeria's languages). Drafted
 * from public gazetteers; not yet reviewed by native speakers of each language. Words are written as
 * `searchWords` reads them (lower case, letters folded: Ọnịcha is "onicha", Èkó is "eko").
 */

/** A state's local and other names, by the state's alias. */
export const STATE_OTHER_NAMES: Record<string, readonly string[]> = {
  abuja: ['abuja', 'fct'],
  lagos: ['eko', 'legas'],
  sokoto: ['sakkwato'],
  enugu: ['enugwu'],
  akwa_ibom: ['akwaibom'],
};

/**
 * Towns, city districts and local names, each with the LGAs it spreads over (by the state's alias and the
 * LGAs' slugs). A name that is also an official LGA elsewhere is left to it (Onicha is an LGA of Ebonyi,
 * not Onitsha).
 */
export const TOWN_LGAS: readonly { name: string; state: string; lgas: readonly string[] }[] = [
  { name: 'yaba', state: 'lagos', lgas: ['lagos-mainland'] },
  { name: 'ebute metta', state: 'lagos', lgas: ['lagos-mainland'] },
  { name: 'lekki', state: 'lagos', lgas: ['eti-osa'] },
  { name: 'ikoyi', state: 'lagos', lgas: ['eti-osa'] },
  { name: 'victoria island', state: 'lagos', lgas: ['eti-osa'] },
  { name: 'ajah', state: 'lagos', lgas: ['eti-osa'] },
  { name: 'festac', state: 'lagos', lgas: ['amuwo-odofin'] },
  { name: 'ogba', state: 'lagos', lgas: ['ikeja'] },
  { name: 'wuse', state: 'abuja', lgas: ['abuja-municipal'] },
  { name: 'garki', state: 'abuja', lgas: ['abuja-municipal'] },
  { name: 'maitama', state: 'abuja', lgas: ['abuja-municipal'] },
  { name: 'asokoro', state: 'abuja', lgas: ['abuja-municipal'] },
  { name: 'gwarinpa', state: 'abuja', lgas: ['abuja-municipal'] },
  { name: 'kubwa', state: 'abuja', lgas: ['bwari'] },
  { name: 'sabon gari', state: 'kano', lgas: ['fagge'] },
  { name: 'zariya', state: 'kaduna', lgas: ['zaria'] },
  ...['ogbomosho', 'ogbomoso'].map((name) => ({
    name,
    state: 'oyo',
    lgas: ['ogbomosho-north', 'ogbomosho-south'],
  })),
  {
    name: 'ibadan',
    state: 'oyo',
    lgas: [
      'ibadan-north',
      'ibadan-north-east',
      'ibadan-north-west',
      'ibadan-south-east',
      'ibadan-south-west',
    ],
  },
  { name: 'onitsha', state: 'anambra', lgas: ['onitsha-north', 'onitsha-south'] },
  ...['awka', 'oka'].map((name) => ({ name, state: 'anambra', lgas: ['awka-south', 'awka-north'] })),
  ...['owerri', 'owere'].map((name) => ({
    name,
    state: 'imo',
    lgas: ['owerri-municipal', 'owerri-north', 'owerri-west'],
  })),
  ...['benin', 'benin city'].map((name) => ({ name, state: 'edo', lgas: ['oredo', 'egor', 'ikpoba-okha'] })),
  { name: 'aba', state: 'abia', lgas: ['aba-north', 'aba-south'] },
  // State capitals and large towns over several LGAs.
  { name: 'abeokuta', state: 'ogun', lgas: ['abeokuta-south', 'abeokuta-north'] },
  { name: 'jos', state: 'plateau', lgas: ['jos-north', 'jos-south', 'jos-east'] },
  { name: 'ilorin', state: 'kwara', lgas: ['ilorin-west', 'ilorin-east', 'ilorin-south'] },
  { name: 'umuahia', state: 'abia', lgas: ['umuahia-north', 'umuahia-south'] },
  { name: 'calabar', state: 'cross_river', lgas: ['calabar-municipal', 'calabar-south'] },
  { name: 'warri', state: 'delta', lgas: ['warri-south', 'warri-north', 'warri-south-west'] },
  { name: 'asaba', state: 'delta', lgas: ['oshimili-south'] },
  { name: 'akure', state: 'ondo', lgas: ['akure-south', 'akure-north'] },
  { name: 'yola', state: 'adamawa', lgas: ['yola-north', 'yola-south'] },
  { name: 'nnewi', state: 'anambra', lgas: ['nnewi-north', 'nnewi-south'] },
  { name: 'minna', state: 'niger', lgas: ['chanchaga'] },
];

/** Every word of the names above: a place name people type is never "corrected" into another word. */
export const PLACE_NAME_WORDS: ReadonlySet<string> = new Set(
  [...Object.values(STATE_OTHER_NAMES).flat(), ...TOWN_LGAS.map((town) => town.name)].flatMap((name) =>
    name.split(' '),
  ),
);
