/**
 * Searches in Hausa, Yoruba, Igbo and Pidgin, written as people type them (accents or not), each with the
 * kind of facility and the state it must find: `bench:search-quality` asks them of the demo dataset and
 * counts a query as understood when the first result is of that type in that state.
 */
export interface LanguageQuery {
  language: 'ha' | 'yo' | 'ig' | 'pcm';
  q: string;
  facilityType: string;
  state: string;
}

export const LANGUAGE_QUERIES: readonly LanguageQuery[] = [
  { language: 'ha', q: 'kantin magani kaduna', facilityType: 'pharmacy', state: 'kaduna' },
  { language: 'ha', q: 'babban asibiti kano', facilityType: 'general-hospital', state: 'kano' },
  { language: 'ha', q: 'gidan haihuwa katsina', facilityType: 'maternity-home', state: 'katsina' },
  { language: 'ha', q: 'asibitin ido a sokoto', facilityType: 'eye-clinic', state: 'sokoto' },
  { language: 'ha', q: 'asibitin haƙori bauchi', facilityType: 'dental-clinic', state: 'bauchi' },
  { language: 'ha', q: 'cibiyar gwaje-gwaje zariya', facilityType: 'diagnostic-centre', state: 'kaduna' },
  { language: 'yo', q: 'ile elegbogi osogbo', facilityType: 'pharmacy', state: 'osun' },
  { language: 'yo', q: 'ilé ìbímọ ibadan', facilityType: 'maternity-home', state: 'oyo' },
  { language: 'yo', q: 'ile iwosan eyin ikeja', facilityType: 'dental-clinic', state: 'lagos' },
  { language: 'yo', q: 'ile iwosan oju abeokuta', facilityType: 'eye-clinic', state: 'ogun' },
  { language: 'yo', q: 'ibudo ayewo akure', facilityType: 'diagnostic-centre', state: 'ondo' },
  { language: 'yo', q: 'ile iwosan gbogbogbo ogbomoso', facilityType: 'general-hospital', state: 'oyo' },
  { language: 'ig', q: 'ulo ahia ogwu enugu', facilityType: 'pharmacy', state: 'enugu' },
  { language: 'ig', q: 'ụlọ ọmụmụ nwa owerri', facilityType: 'maternity-home', state: 'imo' },
  { language: 'ig', q: 'ulo ogwu anya onitsha', facilityType: 'eye-clinic', state: 'anambra' },
  { language: 'ig', q: 'ulo ogwu eze awka', facilityType: 'dental-clinic', state: 'anambra' },
  { language: 'ig', q: 'ulo ogwu izugbe abakaliki', facilityType: 'general-hospital', state: 'ebonyi' },
  { language: 'pcm', q: 'chemist for yaba', facilityType: 'pharmacy', state: 'lagos' },
  { language: 'pcm', q: 'teeth clinic for abuja', facilityType: 'dental-clinic', state: 'abuja' },
  {
    language: 'pcm',
    q: 'where i fit see eye clinic for port harcourt',
    facilityType: 'eye-clinic',
    state: 'rivers',
  },
  { language: 'pcm', q: 'test centre wey dey benin', facilityType: 'diagnostic-centre', state: 'edo' },
  { language: 'pcm', q: 'maternity where to born for aba', facilityType: 'maternity-home', state: 'abia' },
  // Phrases of the search lexicon (packages/db/src/seed/taxonomies/lexicon.ts), not the types' own names.
  { language: 'ha', q: 'shagon magani kano', facilityType: 'pharmacy', state: 'kano' },
  { language: 'ha', q: 'wurin haihuwa a kaduna', facilityType: 'maternity-home', state: 'kaduna' },
  { language: 'yo', q: 'ile itaja oogun ibadan', facilityType: 'pharmacy', state: 'oyo' },
  { language: 'yo', q: 'ile abiyamo osogbo', facilityType: 'maternity-home', state: 'osun' },
  { language: 'ig', q: 'ebe a na-amu nwa enugu', facilityType: 'maternity-home', state: 'enugu' },
  { language: 'pcm', q: 'medicine shop for ikeja', facilityType: 'pharmacy', state: 'lagos' },
  { language: 'pcm', q: 'where to born for enugu', facilityType: 'maternity-home', state: 'enugu' },
];
