import { namePools } from './names.ts';
import type { EthnicGroup, Zone } from './regions.ts';
import { list } from './text.ts';

/**
 * Invented but plausible names of neighbourhoods, villages and wards, built the way places are named in
 * each part of Nigeria (Yoruba 'Oke-' and 'Isale-', Hausa 'Unguwar' and 'Tudun', Igbo 'Umu-' and 'Ama-',
 * Ibibio 'Ikot', Ikwerre 'Rumu-', Tiv 'Tse-'…). The reference data has no place names below the LGA, so
 * demo facilities are named after these, and each LGA uses one naming style.
 */
export type LocalityStyle = EthnicGroup | 'ikwerre';

const combine = (
  prefixes: readonly string[],
  roots: readonly string[],
  join: (p: string, r: string) => string,
) => prefixes.flatMap((prefix) => roots.map((root) => join(prefix, root)));

const hyphenated = (prefix: string, root: string) => `${prefix}-${root}`;
const spaced = (prefix: string, root: string) => `${prefix} ${root}`;
const joined = (prefix: string, root: string) => `${prefix}${root.toLowerCase()}`;

/** Quarters found in towns all over Nigeria. */
const commonLocalities = list(`
  GRA, New GRA, Old GRA, Township, New Layout, Low-Cost Housing Estate, Federal Low-Cost, Housing Estate,
  Railway Quarters, Market Square, Staff Quarters, Industrial Layout, Police Barracks, Army Barracks,
  Mission Quarters, Stadium Area, Civil Service Quarters, Central Area, Sabo, Airport Road Area
`);

const hausaLocalities = combine(
  list(`Unguwar, Tudun, Sabon, Kofar, Gidan, Rijiyar, Dutsen, Kurmin, Bakin, Filin, Hayin, Gangaren`),
  list(`
    Sarki, Rimi, Dosa, Mata, Kanawa, Liman, Magaji, Wada, Gari, Kudu, Ruwa, Dogo, Bawa, Fulani, Madaki,
    Galadima, Dankali, Kwari, Makera, Gabas, Yamma, Zaki, Tsamiya, Bornawa, Nupawa, Kaji, Marke, Alkali,
    Dinya, Jaki
  `),
  spaced,
);

const styles: Readonly<Record<LocalityStyle, readonly string[]>> = {
  yoruba: combine(
    list(`Oke, Isale, Ita, Idi, Oja, Ile, Igbo, Odo, Agbo, Ori, Oju, Ago, Iyana, Ode, Ara, Oko`),
    list(`
      Ado, Oba, Ola, Ayo, Ogun, Aro, Ijebu, Alafia, Iroko, Ose, Agba, Afo, Omi, Ege, Baale, Ofa, Ona,
      Ede, Owo, Ikan, Irese, Mapo, Osun, Aje, Ope, Ilu, Ere, Emo, Odan, Osi
    `),
    hyphenated,
  ),
  hausa: hausaLocalities,
  kanuri: [
    ...list(`
      Gwange, Bulabulin, Shehuri, Lamisula, Gomari, Bolori, Jiddari, Mairi, Zannari, Fezzan, Kasuwa,
      Ngomari, Dala, Limanti, Hausari, Kalari, Yerwa
    `),
    ...hausaLocalities,
  ],
  igbo: combine(
    combine(
      list(`Umu, Ama, Ndi, Obi, Isi, Ezi`),
      list(`
        eze, nwanne, okoro, agu, oji, ukwu, ofor, chukwu, ebo, ihu, obu, ikpa, ala, uzo, okpara, anyi,
        ogu, nna, oke, ike, ada, ora, nwa, abor
      `),
      (prefix, root) => `${prefix}${root}`,
    ),
    ['', ' Ukwu', ' Nta'],
    (place, suffix) => `${place}${suffix}`,
  ),
  ikwerre: [
    ...list(`
      Rumuola, Rumuokoro, Rumuibekwe, Rumuodara, Rumuigbo, Rumuomasi, Rumueme, Rumuogba, Rumuokwuta,
      Rumuobiakani, Rumuokwurusi, Rumuchita, Rumuodomaya, Rumueke, Rumuagholu, Rumuepirikom, Rumuadaolu,
      Rumuosi, Rumuekini, Rumuolumeni
    `),
    ...combine(
      list(`Umu, Ama, Obi`),
      list(`eze, okoro, agu, chukwu, ala, nwa, ike, ogu`),
      (p, r) => `${p}${r}`,
    ),
  ],
  edo: combine(
    list(`Ugbo, Use, Evbu, Ogbe, Ugbe, Ikpe, Iguo, Ugha, Egba, Oka`),
    list(`osa, mwan, ekun, wo, ruwa, iye, ode, aro, ogie, obo, owa, ehi, agbon, obu`),
    joined,
  ),
  ijaw: combine(
    list(`Opu, Ebi, Kala, Ama, Tora, Bou, Ogbo, Oki, Ekere, Tombi, Ayama, Ola`),
    list(`ama, gene, toru, bou, kiri, sei, ere, gbene, tei, ekiri`),
    joined,
  ),
  urhobo: combine(
    list(`Oto, Okuo, Eku, Ore, Ughe, Eko, Ovwo, Agba, Ekre, Okpa`),
    list(`kpo, rho, ro, ghene, vwie, ode, nu, kuku, mi, ware, ka, gbe`),
    joined,
  ),
  'efik-ibibio': combine(list(`Ikot, Afaha, Obio, Nung, Esuk`), namePools['efik-ibibio'].surnames, spaced),
  tiv: [
    ...combine(
      list(`Tse, Mbaa, Ikyo`),
      list(`
        Agber, Kucha, Mker, Ayu, Iorlaha, Akaa, Gbande, Ikyaa, Uja, Anyam, Tor, Hembe, Orkar, Iorfa, Kpav,
        Adzor, Aondo, Ugondo, Tyav, Orshi, Kpera, Ayua, Gbem, Shitile, Nongov, Mbatie, Jemgbagh,
        Ihyarev, Ukan
      `),
      (prefix, root) => (prefix === 'Mbaa' ? `${prefix}${root.toLowerCase()}` : `${prefix}-${root}`),
    ),
    ...combine(['Angwan'], list(`Tiv, Mission, Sarki, Jukun, Hausa, Rimi`), spaced),
  ],
  'igala-idoma': combine(
    list(`Ojo, Ega, Ofu, Aje, Ugwo, Okpo, Abo, Ala, Ugba, Ode, Otu, Ai`),
    list(`ka, ga, dah, che, ma, nyi, la, gbo, loko, keke, doko`),
    joined,
  ),
  nupe: [
    ...combine(['Nda'], list(`gi, ko, loke, ma, ba, gana, zhi, ti, wuya, fu, tsu, ce, jiya, lile`), joined),
    ...combine(['Emi'], namePools.nupe.surnames, spaced),
    ...hausaLocalities,
  ],
  'middle-belt': combine(
    list(`Angwan, Kurmin, Tudun, Gidan, Sabon`),
    list(`
      Rukuba, Rogo, Jarawa, Soya, Doki, Kaje, Bulus, Rimi, Dadi, Tiv, Kare, Mission, Gyang, Dung, Sarki,
      Gado, Pam, Berom, Bassa, Yelwa, Hausawa, Sabo, Dawaki, Bakin Kogi, Yohanna, Bitrus, Choji, Kaduna
    `),
    spaced,
  ),
};

const localitySpaces = new Map<string, readonly string[]>(
  (Object.keys(styles) as LocalityStyle[]).flatMap((style) => [
    [`${style}:rural`, [...new Set(styles[style])]],
    [`${style}:urban`, [...new Set([...styles[style], ...commonLocalities])]],
  ]),
);

/** All place names of a style, without duplicates; in towns also the common quarters ('GRA', 'Township'…). */
export function localitySpace(style: LocalityStyle, urban: boolean): readonly string[] {
  const space = localitySpaces.get(`${style}:${urban ? 'urban' : 'rural'}`);
  if (!space) throw new Error(`No place names for style '${style}'.`);
  return space;
}

/** Streets named in every part of the country. */
export const commonStreets = list(`
  Hospital Road, Market Road, Station Road, School Road, Church Road, Stadium Road, Old Airport Road,
  Secretariat Road, Ring Road, Club Road, Court Road, Post Office Road, Water Works Road, Prison Road,
  Palace Road, Independence Avenue, Unity Road, Liberty Road, Murtala Mohammed Way, Tafawa Balewa Road,
  Township Road, Government House Road, New Market Road, Old Market Road, Bank Road, Mission Road, Park Road
`);

/** Streets typical of a zone: named after its heroes, or after the roads to its big towns. */
export const zoneStreets: Readonly<Record<Zone, readonly string[]>> = {
  'north-central': list(`Ahmadu Bello Way, Mosque Road, Abuja Road, Lokoja Road, Makurdi Road, Railway Road`),
  'north-east': list(
    `Ahmadu Bello Way, Mosque Road, Emir's Palace Road, Maiduguri Road, Gombe Road, Yola Road`,
  ),
  'north-west': list(
    `Ahmadu Bello Way, Mosque Road, Emir's Palace Road, Sardauna Crescent, Zaria Road, Kano Road`,
  ),
  'south-east': list(`Zik Avenue, Nnamdi Azikiwe Street, Aba Road, Owerri Road, Onitsha Road, Enugu Road`),
  'south-south': list(`Aba Road, Airport Road, Waterfront Road, Beach Road, Jetty Road, East-West Road`),
  'south-west': list(`Awolowo Road, Herbert Macaulay Street, Ibadan Road, Lagos Road, Ijebu Road, Oyo Road`),
};

/** How a place without a street number is found: 'Beside Central Mosque', 'Opposite Town Hall'. */
export const landmarkPrepositions = list(`Beside, Opposite, Behind, Near, Off`);

export const commonLandmarks = list(`
  Town Hall, Primary School, Police Station, Main Market, Community Secondary School, Motor Park,
  Local Government Secretariat, Post Office, Water Works, Health Office, Community Hall
`);

export const zoneLandmarks: Readonly<Record<Zone, readonly string[]>> = {
  'north-central': list(`Central Mosque, Chief's Palace, ECWA Church, Catholic Church`),
  'north-east': list(`Central Mosque, District Head's Palace, Juma'at Mosque, Islamiyya School`),
  'north-west': list(`Central Mosque, District Head's Palace, Juma'at Mosque, Islamiyya School`),
  'south-east': list(`Igwe's Palace, Catholic Church, Anglican Church, Village Square, Nkwo Market`),
  'south-south': list(`Chief's Palace, Catholic Church, Anglican Church, Village Square, Waterside`),
  'south-west': list(`Oba's Palace, Central Mosque, Baptist Church, Anglican Church, Town Square`),
};

/** Given names of private hospitals and clinics: hopeful words in the local language or in English. */
export const englishBrands = list(`
  Life Care, Crown, Royal, Excel, Prime, Premier, Victory, Promise, Kings, Sunrise, Golden, Beacon,
  Sure Care, Peace, Unity, Liberty, Diamond, Heritage, Lifeline, Family Care, Paragon, Pinnacle, Apex,
  Good Health, New Life, Bright Star, Morning Star, Silver Spring, Evergreen, Oasis, Harmony, Healing Touch,
  Tender Care, Kind Hands, Cedar, Hallmark, First Choice, Citadel, Sapphire, Goodness
`);

/** Church-inspired names, common in the south and the Middle Belt but not in the Muslim far north. */
export const christianBrands = list(`
  Divine, Grace, Mercy, Hope, Faith, Blessed, Trinity, Emmanuel, Good Shepherd, Vine, Rehoboth, Shalom,
  Bethel, Ebenezer, Goshen, Zion, Jubilee, Cornerstone, Genesis, Everlasting Arms, Faithful, Rock of Ages,
  Providence, Living Water, Olive, Maranatha, Solid Rock, Gracefield, St. Luke's, Divine Mercy
`);

export const groupBrands: Readonly<Record<EthnicGroup, readonly string[]>> = {
  yoruba: list(`
    Alafia, Ireti, Ayo, Ife Oluwa, Oluwaseun, Ibukun, Iwosan, Ilera, Olaoluwa, Oreofe, Adunni,
    Oyindamola, Ayomide, Anuoluwapo, Ayanfe, Imole, Itunu, Oluwatobi, Temiloluwa, Ebunoluwa, Ope,
    Ogo Oluwa, Ibidun, Iyanu, Oore-Ofe, Aanu, Ayoola, Ibukunoluwa
  `),
  igbo: list(`
    Chidiebere, Ebube, Nkem, Amara, Ezinne, Udoka, Chisom, Onyekachi, Chinecherem, Kosisochukwu,
    Chimdindu, Mmesoma, Ifeoma, Ugonna, Obioma, Ebubechukwu, Amarachi, Nneoma, Chiemeka, Olisa,
    Chukwuka, Obiageli, Ogochukwu, Ifunanya, Uzoamaka, Chinyere, Somadina, Ngozi
  `),
  hausa: list(`
    Albarka, Nasara, Alheri, Amana, Salama, Rahama, Lafiya, Yalwa, Zaman Lafiya, Aminci, Haske,
    Nagarta, Jin Kai, Tausayi, Hikima, Annur, Al-Ihsan, Al-Noor, Arafat, Al-Amin, Madina, Sakina,
    Barakat, Al-Hayat, Falah, Bushra
  `),
  kanuri: list(
    `Albarka, Nasara, Alheri, Amana, Salama, Rahama, Al-Noor, Annur, Al-Amin, Yerwa, Borno Lafiya`,
  ),
  edo: list(`Osasere, Osayamen, Eghosa, Ivie, Itohan, Osahon, Isoken, Osaretin, Uyi, Efosa, Omosede`),
  ijaw: list(`Ebiere, Preye, Ebi, Tamara, Boma, Ibiba, Tarila, Diepreye, Seiyefa`),
  urhobo: list(`Oghenekaro, Ufuoma, Oghenetega, Ejiro, Onome, Eguono, Oghenero, Rukevwe, Ovie`),
  'efik-ibibio': list(
    `Abasi, Edidiong, Mfon, Uduak Abasi, Idara, Emem, Nsikak, Ima, Utibe, Imaobong, Inemesit`,
  ),
  tiv: list(`Aondona, Msughter, Mimidoo, Sewuese, Nguvan, Terhemba, Doose, Aondover, Iveren`),
  'igala-idoma': list(`Ojonugwa, Ufedo, Eleojo, Ojima, Ochanya, Enemona, Alechenu, Ojochide`),
  nupe: list(`Albarka, Nasara, Alheri, Lafiya, Ndagi, Amana, Salama, Rahama`),
  'middle-belt': list(`Kaneng, Nanven, Albarka, Nasara, Alheri, Lafiya, Amana, Tabitha, Hannatu`),
};

export interface Mission {
  /** 'St. Mary's Catholic Hospital' */
  name: string;
  /** The church or Islamic society that owns it. */
  owner: string;
  zones: readonly Zone[];
}

const catholic = 'Catholic Church';
const south: readonly Zone[] = ['south-east', 'south-south', 'south-west'];
const everywhereButFarNorth: readonly Zone[] = [...south, 'north-central'];
const north: readonly Zone[] = ['north-central', 'north-east', 'north-west'];

export const missions: readonly Mission[] = [
  ...list(`
    St. Mary's, St. Joseph's, St. Luke's, St. Anne's, St. Patrick's, St. Vincent's, St. Theresa's,
    St. Francis, St. Gerard's, St. Monica's, St. Michael's, St. Catherine's
  `).map((saint) => ({ name: `${saint} Catholic Hospital`, owner: catholic, zones: everywhereButFarNorth })),
  ...list(`
    Holy Rosary Hospital, Sacred Heart Hospital, Our Lady of Apostles Hospital, Holy Family Hospital,
    Immaculate Heart Hospital, Divine Mercy Hospital, Mater Misericordiae Hospital, Our Lady of Fatima Hospital
  `).map((name) => ({ name, owner: catholic, zones: everywhereButFarNorth })),
  {
    name: 'Baptist Medical Centre',
    owner: 'Nigerian Baptist Convention',
    zones: ['south-west', 'north-central'],
  },
  { name: 'Baptist Hospital', owner: 'Nigerian Baptist Convention', zones: ['south-west', 'north-central'] },
  { name: 'Methodist Hospital', owner: 'Methodist Church Nigeria', zones: ['south-west', 'south-east'] },
  { name: "St. Luke's Anglican Hospital", owner: 'Church of Nigeria (Anglican Communion)', zones: south },
  { name: 'Anglican Mission Hospital', owner: 'Church of Nigeria (Anglican Communion)', zones: south },
  {
    name: 'Seventh-day Adventist Hospital',
    owner: 'Seventh-day Adventist Church',
    zones: everywhereButFarNorth,
  },
  {
    name: 'Presbyterian Joint Hospital',
    owner: 'Presbyterian Church of Nigeria',
    zones: ['south-east', 'south-south'],
  },
  { name: 'Salvation Army Hospital', owner: 'The Salvation Army', zones: everywhereButFarNorth },
  { name: 'Assemblies of God Hospital', owner: 'Assemblies of God Nigeria', zones: south },
  { name: 'ECWA Hospital', owner: 'Evangelical Church Winning All (ECWA)', zones: north },
  { name: 'ECWA Evangel Hospital', owner: 'Evangelical Church Winning All (ECWA)', zones: north },
  {
    name: 'COCIN Hospital',
    owner: 'Church of Christ in Nations (COCIN)',
    zones: ['north-central', 'north-east'],
  },
  { name: 'Lutheran Hospital', owner: 'Lutheran Church of Christ in Nigeria', zones: ['north-east'] },
  {
    name: 'Ansar-Ud-Deen Hospital',
    owner: 'Ansar-Ud-Deen Society of Nigeria',
    zones: ['south-west', 'north-central'],
  },
  { name: 'Islamic Hospital', owner: 'Islamic mission', zones: [...north, 'south-west'] },
  { name: "Jama'atu Nasril Islam Hospital", owner: "Jama'atu Nasril Islam", zones: north },
  { name: 'Nurul Islam Clinic and Maternity', owner: 'Islamic mission', zones: [...north, 'south-west'] },
];
