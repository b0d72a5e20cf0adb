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
 * Towns, city districts and local names, each with the LGA it lies in (by the state's alias and the LGA's
 * slug). A town spread over several LGAs names the one holding its centre. A name that is also an official
 * LGA elsewhere is left to it (Onicha is an LGA of Ebonyi, not Onitsha).
 */
export const TOWN_LGAS: readonly { name: string; state: string; lga: string }[] = [
  { name: 'yaba', state: 'lagos', lga: 'lagos-mainland' },
  { name: 'ebute metta', state: 'lagos', lga: 'lagos-mainland' },
  { name: 'lekki', state: 'lagos', lga: 'eti-osa' },
  { name: 'ikoyi', state: 'lagos', lga: 'eti-osa' },
  { name: 'victoria island', state: 'lagos', lga: 'eti-osa' },
  { name: 'ajah', state: 'lagos', lga: 'eti-osa' },
  { name: 'festac', state: 'lagos', lga: 'amuwo-odofin' },
  { name: 'ogba', state: 'lagos', lga: 'ikeja' },
  { name: 'wuse', state: 'abuja', lga: 'abuja-municipal' },
  { name: 'garki', state: 'abuja', lga: 'abuja-municipal' },
  { name: 'maitama', state: 'abuja', lga: 'abuja-municipal' },
  { name: 'asokoro', state: 'abuja', lga: 'abuja-municipal' },
  { name: 'gwarinpa', state: 'abuja', lga: 'abuja-municipal' },
  { name: 'kubwa', state: 'abuja', lga: 'bwari' },
  { name: 'sabon gari', state: 'kano', lga: 'fagge' },
  { name: 'zariya', state: 'kaduna', lga: 'zaria' },
  { name: 'ogbomosho', state: 'oyo', lga: 'ogbomosho-north' },
  { name: 'ogbomoso', state: 'oyo', lga: 'ogbomosho-north' },
  { name: 'onitsha', state: 'anambra', lga: 'onitsha-north' },
  { name: 'awka', state: 'anambra', lga: 'awka-south' },
  { name: 'owerri', state: 'imo', lga: 'owerri-municipal' },
];

/** Every word of the names above: a place name people type is never "corrected" into another word. */
export const PLACE_NAME_WORDS: ReadonlySet<string> = new Set(
  [...Object.values(STATE_OTHER_NAMES).flat(), ...TOWN_LGAS.map((town) => town.name)].flatMap((name) =>
    name.split(' '),
  ),
);
