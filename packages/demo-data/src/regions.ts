/**
 * What the demo generator knows about each state beyond the reference data: its geopolitical zone, a
 * population weight, its city LGAs, the mix of ethnic groups (for people's names, languages and place
 * names), its state health insurance scheme, and how far from the capital facilities may be placed.
 */

export type Zone =
  'north-central' | 'north-east' | 'north-west' | 'south-east' | 'south-south' | 'south-west';

export type EthnicGroup =
  | 'yoruba'
  | 'igbo'
  | 'hausa'
  | 'kanuri'
  | 'edo'
  | 'ijaw'
  | 'urhobo'
  | 'efik-ibibio'
  | 'tiv'
  | 'igala-idoma'
  | 'nupe'
  | 'middle-belt';

export interface StateProfile {
  zone: Zone;
  /**
   * Approximate population in millions (rounded from NPC/NBS projections for 2022). Only used as a
   * relative weight for how many demo facilities and providers a state gets.
   */
  population: number;
  /** LGAs of the capital and other big towns, where more facilities cluster; the first is the capital's. */
  cityLgas: readonly string[];
  /** Share of each ethnic group among the people (names, languages) and places of the state. */
  groups: Partial<Record<EthnicGroup, number>>;
  /**
   * Naming style of the state's towns and villages, when it differs from the groups of at least a
   * quarter of its people (the default): places are named by the people native to them, so Lagos has
   * Yoruba place names although many Igbo live there, and Delta has Ijaw ones as well.
   */
  placeStyles?: Partial<Record<EthnicGroup, number>>;
  /** Smaller local languages a provider may also speak. */
  localLanguages?: readonly string[];
  /** Slug of the state's contributory health insurance scheme, when the taxonomy lists one. */
  stateScheme?: string;
  /** Furthest distance (km) from the capital at which demo facilities are placed; default 40. */
  placementRadiusKm?: number;
  /** Keep points north of this latitude (the Lagos lagoon and coast, the Rivers creeks). */
  minLatitude?: number;
  /** Keep points south of this latitude (the border with Niger Republic north of Katsina). */
  maxLatitude?: number;
}

/**
 * How far from the state capital demo facilities are placed when the state names no distance of its own.
 * Not the search radius (`DEFAULT_RADIUS_KM` in packages/contracts, how far a search around a position looks).
 */
export const DEFAULT_PLACEMENT_RADIUS_KM = 40;

export const stateProfiles: Readonly<Record<string, StateProfile>> = {
  abia: {
    zone: 'south-east',
    population: 4.1,
    cityLgas: ['Umuahia North', 'Umuahia South', 'Aba North', 'Aba South'],
    groups: { igbo: 0.95, 'efik-ibibio': 0.02, hausa: 0.02, yoruba: 0.01 },
  },
  adamawa: {
    zone: 'north-east',
    population: 4.9,
    cityLgas: ['Yola North', 'Yola South', 'Mubi North'],
    groups: { hausa: 0.55, 'middle-belt': 0.4, kanuri: 0.05 },
    localLanguages: ['Fulfulde', 'Bachama', 'Bura'],
  },
  akwa_ibom: {
    zone: 'south-south',
    population: 5.5,
    cityLgas: ['Uyo', 'Eket', 'Ikot Ekpene'],
    groups: { 'efik-ibibio': 0.9, igbo: 0.06, ijaw: 0.04 },
  },
  anambra: {
    zone: 'south-east',
    population: 5.9,
    cityLgas: ['Awka South', 'Onitsha North', 'Onitsha South', 'Nnewi North', 'Idemili North'],
    groups: { igbo: 0.96, yoruba: 0.02, hausa: 0.02 },
  },
  bauchi: {
    zone: 'north-east',
    population: 8.3,
    cityLgas: ['Bauchi', 'Katagum'],
    groups: { hausa: 0.85, 'middle-belt': 0.12, kanuri: 0.03 },
    localLanguages: ['Fulfulde', 'Sayawa'],
  },
  bayelsa: {
    zone: 'south-south',
    population: 2.5,
    cityLgas: ['Yenagoa'],
    groups: { ijaw: 0.85, igbo: 0.06, yoruba: 0.05, urhobo: 0.04 },
  },
  benue: {
    zone: 'north-central',
    population: 6.1,
    cityLgas: ['Makurdi', 'Gboko', 'Otukpo'],
    groups: { tiv: 0.6, 'igala-idoma': 0.3, igbo: 0.05, hausa: 0.05 },
  },
  borno: {
    zone: 'north-east',
    population: 6.1,
    cityLgas: ['Maiduguri', 'Jere'],
    groups: { kanuri: 0.6, hausa: 0.3, 'middle-belt': 0.1 },
    localLanguages: ['Shuwa Arabic', 'Bura', 'Fulfulde'],
  },
  cross_river: {
    zone: 'south-south',
    population: 4.8,
    cityLgas: ['Calabar Municipal', 'Calabar South'],
    groups: { 'efik-ibibio': 0.8, igbo: 0.1, yoruba: 0.05, hausa: 0.05 },
    minLatitude: 4.93,
  },
  delta: {
    zone: 'south-south',
    population: 6.0,
    cityLgas: ['Oshimili South', 'Warri South', 'Uvwie', 'Ughelli North', 'Sapele'],
    groups: { urhobo: 0.45, igbo: 0.25, ijaw: 0.15, yoruba: 0.1, edo: 0.05 },
    placeStyles: { urhobo: 0.5, igbo: 0.25, ijaw: 0.25 },
    localLanguages: ['Isoko', 'Itsekiri', 'Ukwuani'],
    stateScheme: 'delta-state-contributory-health-scheme',
  },
  ebonyi: {
    zone: 'south-east',
    population: 3.2,
    cityLgas: ['Abakaliki'],
    groups: { igbo: 0.97, hausa: 0.02, yoruba: 0.01 },
  },
  edo: {
    zone: 'south-south',
    population: 4.8,
    cityLgas: ['Oredo', 'Egor', 'Ikpoba-Okha'],
    groups: { edo: 0.8, igbo: 0.08, yoruba: 0.05, urhobo: 0.04, hausa: 0.03 },
    localLanguages: ['Esan', 'Etsako'],
  },
  ekiti: {
    zone: 'south-west',
    population: 3.6,
    cityLgas: ['Ado Ekiti'],
    groups: { yoruba: 0.95, igbo: 0.03, hausa: 0.02 },
  },
  enugu: {
    zone: 'south-east',
    population: 4.7,
    cityLgas: ['Enugu North', 'Enugu East', 'Enugu South', 'Nsukka'],
    groups: { igbo: 0.97, yoruba: 0.01, hausa: 0.02 },
  },
  abuja: {
    zone: 'north-central',
    population: 3.1,
    cityLgas: ['Abuja Municipal', 'Bwari', 'Gwagwalada'],
    groups: {
      hausa: 0.25,
      yoruba: 0.2,
      igbo: 0.2,
      'middle-belt': 0.15,
      tiv: 0.05,
      'igala-idoma': 0.05,
      edo: 0.04,
      'efik-ibibio': 0.03,
      nupe: 0.03,
    },
    placeStyles: { 'middle-belt': 0.5, hausa: 0.5 },
    localLanguages: ['Gbagyi'],
    placementRadiusKm: 35,
  },
  gombe: {
    zone: 'north-east',
    population: 3.6,
    cityLgas: ['Gombe'],
    groups: { hausa: 0.75, 'middle-belt': 0.2, kanuri: 0.05 },
    localLanguages: ['Fulfulde', 'Tangale'],
  },
  imo: {
    zone: 'south-east',
    population: 5.5,
    cityLgas: ['Owerri Municipal', 'Owerri North', 'Owerri West'],
    groups: { igbo: 0.97, yoruba: 0.01, hausa: 0.02 },
  },
  jigawa: {
    zone: 'north-west',
    population: 6.8,
    cityLgas: ['Dutse', 'Hadejia'],
    groups: { hausa: 0.9, kanuri: 0.1 },
    localLanguages: ['Fulfulde'],
  },
  kaduna: {
    zone: 'north-west',
    population: 9.0,
    cityLgas: ['Kaduna North', 'Kaduna South', 'Chikun', 'Igabi', 'Zaria', 'Sabon Gari'],
    groups: { hausa: 0.6, 'middle-belt': 0.3, igbo: 0.06, yoruba: 0.04 },
    localLanguages: ['Tyap', 'Jju', 'Gbagyi'],
    stateScheme: 'kaduna-state-contributory-health-scheme',
  },
  kano: {
    zone: 'north-west',
    population: 15.5,
    cityLgas: ['Kano Municipal', 'Dala', 'Fagge', 'Gwale', 'Nasarawa', 'Tarauni', 'Ungogo', 'Kumbotso'],
    groups: { hausa: 0.93, igbo: 0.03, yoruba: 0.02, kanuri: 0.02 },
    localLanguages: ['Fulfulde'],
    stateScheme: 'kano-state-contributory-healthcare-scheme',
  },
  katsina: {
    zone: 'north-west',
    population: 10.4,
    cityLgas: ['Katsina', 'Funtua', 'Daura'],
    groups: { hausa: 0.97, yoruba: 0.01, igbo: 0.02 },
    localLanguages: ['Fulfulde'],
    placementRadiusKm: 30,
    maxLatitude: 13.15,
  },
  kebbi: {
    zone: 'north-west',
    population: 5.6,
    cityLgas: ['Birnin Kebbi'],
    groups: { hausa: 0.95, yoruba: 0.02, igbo: 0.03 },
    localLanguages: ['Fulfulde', 'Dakarci'],
  },
  kogi: {
    zone: 'north-central',
    population: 4.5,
    cityLgas: ['Lokoja', 'Okene'],
    groups: { 'igala-idoma': 0.6, yoruba: 0.25, nupe: 0.05, hausa: 0.05, igbo: 0.05 },
    localLanguages: ['Igala', 'Ebira', 'Okun'],
  },
  kwara: {
    zone: 'north-central',
    population: 3.6,
    cityLgas: ['Ilorin West', 'Ilorin East', 'Ilorin South', 'Offa'],
    groups: { yoruba: 0.7, nupe: 0.15, hausa: 0.1, igbo: 0.05 },
    placeStyles: { yoruba: 0.8, nupe: 0.2 },
    localLanguages: ['Baruba'],
  },
  lagos: {
    zone: 'south-west',
    population: 15.4,
    cityLgas: [
      'Ikeja',
      'Alimosho',
      'Surulere',
      'Mushin',
      'Oshodi-Isolo',
      'Kosofe',
      'Eti-Osa',
      'Lagos Mainland',
      'Lagos Island',
      'Ikorodu',
      'Agege',
      'Ifako-Ijaye',
      'Shomolu',
      'Ajeromi-Ifelodun',
      'Amuwo-Odofin',
      'Ojo',
      'Apapa',
    ],
    groups: {
      yoruba: 0.6,
      igbo: 0.2,
      hausa: 0.05,
      edo: 0.04,
      'efik-ibibio': 0.03,
      urhobo: 0.03,
      ijaw: 0.02,
      'igala-idoma': 0.02,
      tiv: 0.01,
    },
    stateScheme: 'ilera-eko',
    placementRadiusKm: 22,
    minLatitude: 6.44,
  },
  nasarawa: {
    zone: 'north-central',
    population: 2.9,
    cityLgas: ['Lafia', 'Karu', 'Keffi'],
    groups: { hausa: 0.35, 'middle-belt': 0.35, tiv: 0.15, 'igala-idoma': 0.1, igbo: 0.05 },
    localLanguages: ['Eggon', 'Alago', 'Mada'],
  },
  niger: {
    zone: 'north-central',
    population: 6.8,
    cityLgas: ['Chanchaga', 'Bosso', 'Suleja', 'Bida'],
    groups: { hausa: 0.5, nupe: 0.4, 'middle-belt': 0.1 },
    localLanguages: ['Gbagyi'],
  },
  ogun: {
    zone: 'south-west',
    population: 6.4,
    cityLgas: ['Abeokuta South', 'Abeokuta North', 'Ado-Odo/Ota', 'Ijebu Ode', 'Sagamu', 'Ifo'],
    groups: { yoruba: 0.92, igbo: 0.05, hausa: 0.03 },
  },
  ondo: {
    zone: 'south-west',
    population: 5.3,
    cityLgas: ['Akure South', 'Ondo West', 'Owo'],
    groups: { yoruba: 0.9, ijaw: 0.05, igbo: 0.05 },
    placeStyles: { yoruba: 0.9, ijaw: 0.1 },
  },
  osun: {
    zone: 'south-west',
    population: 5.0,
    cityLgas: ['Osogbo', 'Olorunda', 'Ife Central', 'Ilesa East'],
    groups: { yoruba: 0.95, igbo: 0.03, hausa: 0.02 },
  },
  oyo: {
    zone: 'south-west',
    population: 8.0,
    cityLgas: [
      'Ibadan North',
      'Ibadan North-East',
      'Ibadan North-West',
      'Ibadan South-East',
      'Ibadan South-West',
      'Ogbomosho North',
    ],
    groups: { yoruba: 0.93, igbo: 0.04, hausa: 0.03 },
    stateScheme: 'oyo-state-health-insurance-scheme',
  },
  plateau: {
    zone: 'north-central',
    population: 4.7,
    cityLgas: ['Jos North', 'Jos South'],
    groups: { 'middle-belt': 0.6, hausa: 0.25, igbo: 0.07, yoruba: 0.05, tiv: 0.03 },
    localLanguages: ['Berom', 'Ngas', 'Mwaghavul', 'Tarok'],
  },
  rivers: {
    zone: 'south-south',
    population: 7.5,
    cityLgas: ['Port Harcourt', 'Obio/Akpor'],
    groups: {
      igbo: 0.4,
      ijaw: 0.35,
      'efik-ibibio': 0.05,
      yoruba: 0.05,
      urhobo: 0.05,
      edo: 0.05,
      hausa: 0.05,
    },
    localLanguages: ['Ikwerre', 'Kalabari', 'Ogoni'],
    minLatitude: 4.7,
  },
  sokoto: {
    zone: 'north-west',
    population: 6.4,
    cityLgas: ['Sokoto North', 'Sokoto South', 'Wamako'],
    groups: { hausa: 0.97, yoruba: 0.01, igbo: 0.02 },
    localLanguages: ['Fulfulde'],
  },
  taraba: {
    zone: 'north-east',
    population: 3.3,
    cityLgas: ['Jalingo', 'Wukari'],
    groups: { 'middle-belt': 0.5, hausa: 0.4, tiv: 0.1 },
    placeStyles: { 'middle-belt': 0.6, hausa: 0.3, tiv: 0.1 },
    localLanguages: ['Jukun', 'Mumuye', 'Fulfulde'],
  },
  yobe: {
    zone: 'north-east',
    population: 3.6,
    cityLgas: ['Damaturu', 'Potiskum'],
    groups: { kanuri: 0.6, hausa: 0.4 },
    localLanguages: ['Fulfulde', 'Bade'],
  },
  zamfara: {
    zone: 'north-west',
    population: 5.3,
    cityLgas: ['Gusau'],
    groups: { hausa: 0.98, yoruba: 0.01, igbo: 0.01 },
    localLanguages: ['Fulfulde'],
  },
};

export function stateProfile(alias: string): StateProfile {
  const profile = stateProfiles[alias];
  if (!profile) throw new Error(`No demo profile for state '${alias}'.`);
  return profile;
}

export const isNorthernZone = (zone: Zone): boolean => zone.startsWith('north');

/** How the state's places are named: its placeStyles, or the groups of at least a quarter of its people. */
export function placeStylesOf(profile: StateProfile): [EthnicGroup, number][] {
  if (profile.placeStyles) return Object.entries(profile.placeStyles) as [EthnicGroup, number][];
  return (Object.entries(profile.groups) as [EthnicGroup, number][]).filter(([, share]) => share >= 0.25);
}
