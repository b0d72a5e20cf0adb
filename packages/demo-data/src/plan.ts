import { nigerianStates } from '@carefinder/db/reference';
import type { StateReference } from '@carefinder/db/reference';
import {
  BASE_PROFILE_WEIGHTS,
  LANDMARK_PROFILES,
  NAME_FAMILIES,
  PRIVATE_PROFILES,
  facilityProfiles,
  profileIndex,
} from './facility-profiles.ts';
import type { DoctorPool, FacilityProfileId } from './facility-profiles.ts';
import type { LocalityStyle } from './places.ts';
import { Random, WeightedTable, hashSeed, itemAt } from './random.ts';
import { isNorthernZone, placeStylesOf, stateProfile } from './regions.ts';
import type { EthnicGroup, StateProfile } from './regions.ts';

/**
 * The cheap first pass of the generator: which state, LGA and kind each demo facility is, in key order.
 * It holds a few typed arrays (about 10 bytes per facility), so everything else about a facility can be
 * generated on demand from its index — by the facility stream, and again by providers and reviews that
 * need a facility's state, kind or insurance.
 */
export interface StatePlan {
  index: number;
  reference: StateReference;
  profile: StateProfile;
  /** Index of the state's first LGA in the national list of 774. */
  lgaOffset: number;
  capitalLgaIndex: number;
  facilityCount: number;
  /** Facility indexes of the state, by the kind of doctor work they offer. */
  pools: Readonly<Record<DoctorPool, Int32Array>>;
  /** Every facility index of the state that has any doctors. */
  anyDoctorFacilities: Int32Array;
  groupTable: WeightedTable<EthnicGroup>;
}

export interface FacilityPlan {
  states: readonly StatePlan[];
  /** Per facility: state index, LGA index within the state, profile index, ordinal within its LGA and name family. */
  state: Uint8Array;
  lga: Uint16Array;
  profile: Uint8Array;
  ordinal: Uint32Array;
  /** Per national LGA index: the naming style of its places. */
  localityStyles: readonly LocalityStyle[];
  /** Per national LGA index: 1 for the LGAs of the capital and other big towns. */
  urbanLgas: Uint8Array;
  /** LGA names that occur in more than one state ('Surulere', 'Obi', 'Bassa'…). */
  ambiguousLgaNames: ReadonlySet<string>;
}

const CITY_LGA_WEIGHT = 3;
const CAPITAL_LGA_WEIGHT = 4;

function lgaIndexOf(state: StateReference, lgaName: string): number {
  const index = state.lgas.indexOf(lgaName);
  if (index < 0) throw new Error(`'${lgaName}' is not an LGA of ${state.name}.`);
  return index;
}

/** Largest-remainder apportionment of `total` over `weights`, after giving each entry `floor[i]`. */
export function apportion(total: number, weights: readonly number[], floor: readonly number[]): number[] {
  const reserved = floor.reduce((sum, value) => sum + value, 0);
  const counts = [...floor];
  const rest = Math.max(0, total - reserved);
  const weightSum = weights.reduce((sum, value) => sum + value, 0);
  const shares = weights.map((weight) => (rest * weight) / weightSum);
  let given = 0;
  shares.forEach((share, index) => {
    counts[index] = (counts[index] ?? 0) + Math.floor(share);
    given += Math.floor(share);
  });
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let k = 0; k < rest - given; k += 1) {
    const { index } = itemAt(byRemainder, k % byRemainder.length);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

function profileTable(state: StateProfile, alias: string, city: boolean): WeightedTable<number> {
  const northern = isNorthernZone(state.zone);
  const entries = Object.entries(BASE_PROFILE_WEIGHTS).map(([id, base]) => {
    const profileId = id as FacilityProfileId;
    const isPrivate = PRIVATE_PROFILES.includes(profileId);
    let weight = base ?? 0;
    if (isPrivate) weight *= northern ? 0.55 : state.zone === 'north-central' ? 0.85 : 1.15;
    if (isPrivate) weight *= city ? 1.5 : 0.7;
    if (alias === 'lagos' || alias === 'abuja') weight *= isPrivate ? 1.6 : 0.7;
    switch (profileId) {
      case 'phc':
        weight *= northern ? 1.3 : 1;
        break;
      case 'health-post':
        weight *= (northern ? 1.8 : state.zone === 'north-central' ? 1.3 : 0.8) * (city ? 0.4 : 1.3);
        break;
      case 'dispensary':
        weight *= (northern ? 3 : state.zone === 'north-central' ? 1.5 : 0.5) * (city ? 0.4 : 1.2);
        break;
      case 'cottage-hospital':
        weight *= city ? 0.3 : 1.2;
        break;
      case 'mission':
        weight *= northern ? 0.4 : state.zone === 'south-east' ? 2 : state.zone === 'south-west' ? 1 : 1.3;
        break;
      case 'ngo-clinic':
        weight *= northern ? 1.5 : 1;
        break;
      default:
        break;
    }
    return [profileIndex(profileId), weight] as const;
  });
  return new WeightedTable(entries);
}

/** The landmark facilities a state of this size gets, most important first. */
function landmarksFor(alias: string, count: number, random: Random): FacilityProfileId[] {
  const landmarks: FacilityProfileId[] = [];
  if (count >= 15)
    landmarks.push(random.chance(0.5) ? 'federal-medical-centre' : 'federal-teaching-hospital');
  if (count >= 25) landmarks.push('state-specialist-hospital');
  if (count >= 40 && alias !== 'abuja' && random.chance(0.7)) landmarks.push('state-teaching-hospital');
  if (count >= 60 && random.chance(0.6)) landmarks.push('military-hospital');
  if (count >= 100 && random.chance(0.4)) landmarks.push('neuropsychiatric-hospital');
  return landmarks.filter((id) => LANDMARK_PROFILES.includes(id));
}

function emptyPools(): Record<DoctorPool, number[]> {
  return {
    hospital: [],
    tertiary: [],
    primary: [],
    maternity: [],
    dental: [],
    eye: [],
    diagnostic: [],
    psychiatric: [],
  };
}

export function planFacilities(facilityCount: number, seed: number): FacilityPlan {
  const random = new Random(hashSeed(seed, 'plan'));
  const profiles = nigerianStates.map((state) => stateProfile(state.alias));
  const lgaTotal = nigerianStates.reduce((sum, state) => sum + state.lgas.length, 0);

  // Every state gets facilities in proportion to its population; when there are enough facilities
  // (three per LGA), each LGA is first given one so that every LGA appears in the directory.
  const coverEveryLga = facilityCount >= lgaTotal * 3;
  const floors = nigerianStates.map((state) =>
    coverEveryLga ? state.lgas.length : facilityCount >= nigerianStates.length ? 1 : 0,
  );
  const stateCounts = apportion(
    facilityCount,
    profiles.map((profile) => profile.population),
    floors,
  );

  const state = new Uint8Array(facilityCount);
  const lga = new Uint16Array(facilityCount);
  const profile = new Uint8Array(facilityCount);
  let cursor = 0;
  let lgaOffset = 0;
  const lgaOffsets: number[] = [];
  const localityStyles: LocalityStyle[] = [];
  const urbanLgas = new Uint8Array(lgaTotal);

  nigerianStates.forEach((reference, stateIndex) => {
    const stateProfileData = itemAt(profiles, stateIndex);
    const count = itemAt(stateCounts, stateIndex);
    const capitalLgaIndex = lgaIndexOf(reference, itemAt(stateProfileData.cityLgas, 0));
    const cityLgaIndexes = new Set(stateProfileData.cityLgas.map((name) => lgaIndexOf(reference, name)));
    const placeStyleTable = new WeightedTable(placeStylesOf(stateProfileData));
    lgaOffsets.push(lgaOffset);
    reference.lgas.forEach((_, lgaIndex) => {
      const styleRandom = new Random(hashSeed(seed, 'lga-style', reference.alias, lgaIndex));
      const group = placeStyleTable.pick(styleRandom);
      localityStyles.push(group === 'igbo' && reference.alias === 'rivers' ? 'ikwerre' : group);
    });
    lgaOffset += reference.lgas.length;
    for (const lgaIndex of cityLgaIndexes) urbanLgas[itemAt(lgaOffsets, stateIndex) + lgaIndex] = 1;

    const lgaTable = new WeightedTable(
      reference.lgas.map((_, lgaIndex) => {
        const jitter = new Random(hashSeed(seed, 'lga-weight', reference.alias, lgaIndex)).float(0.6, 1.4);
        const weight =
          lgaIndex === capitalLgaIndex
            ? CAPITAL_LGA_WEIGHT
            : cityLgaIndexes.has(lgaIndex)
              ? CITY_LGA_WEIGHT
              : jitter;
        return [lgaIndex, weight] as const;
      }),
    );
    const cityTable = profileTable(stateProfileData, reference.alias, true);
    const ruralTable = profileTable(stateProfileData, reference.alias, false);
    const reserved = coverEveryLga ? reference.lgas.length : 0;
    for (let slot = 0; slot < count; slot += 1) {
      const lgaIndex = slot < reserved ? slot : lgaTable.pick(random);
      state[cursor + slot] = stateIndex;
      lga[cursor + slot] = lgaIndex;
      profile[cursor + slot] = (cityLgaIndexes.has(lgaIndex) ? cityTable : ruralTable).pick(random);
    }
    // Landmarks replace the first unreserved slots and move to the capital.
    const landmarks = landmarksFor(reference.alias, count, random);
    if (count - reserved >= landmarks.length) {
      landmarks.forEach((id, k) => {
        lga[cursor + reserved + k] = capitalLgaIndex;
        profile[cursor + reserved + k] = profileIndex(id);
      });
    }
    cursor += count;
  });

  // Interleave the states, so that any prefix of the stream (the first 2,000 facilities…) is a fair sample.
  const order = random.shuffle(Uint32Array.from({ length: facilityCount }, (_, index) => index));
  const shuffledState = new Uint8Array(facilityCount);
  const shuffledLga = new Uint16Array(facilityCount);
  const shuffledProfile = new Uint8Array(facilityCount);
  order.forEach((from, to) => {
    shuffledState[to] = state[from] ?? 0;
    shuffledLga[to] = lga[from] ?? 0;
    shuffledProfile[to] = profile[from] ?? 0;
  });

  // Ordinals make names unique: the k-th 'locality' facility of an LGA is named after the k-th place.
  const ordinal = new Uint32Array(facilityCount);
  const counters = new Uint32Array(lgaTotal * NAME_FAMILIES.length);
  const pools = nigerianStates.map(() => emptyPools());
  const anyDoctor = nigerianStates.map((): number[] => []);
  for (let index = 0; index < facilityCount; index += 1) {
    const stateIndex = shuffledState[index] ?? 0;
    const facilityProfile = itemAt(facilityProfiles, shuffledProfile[index] ?? 0);
    const family = NAME_FAMILIES.indexOf(facilityProfile.family);
    const key = (itemAt(lgaOffsets, stateIndex) + (shuffledLga[index] ?? 0)) * NAME_FAMILIES.length + family;
    ordinal[index] = counters[key] ?? 0;
    counters[key] = (counters[key] ?? 0) + 1;
    const statePools = itemAt(pools, stateIndex);
    for (const pool of facilityProfile.doctorPools) statePools[pool].push(index);
    if (facilityProfile.doctorPools.length > 0) itemAt(anyDoctor, stateIndex).push(index);
  }

  const lgaNameStates = new Map<string, number>();
  for (const reference of nigerianStates) {
    for (const name of reference.lgas) lgaNameStates.set(name, (lgaNameStates.get(name) ?? 0) + 1);
  }

  return {
    states: nigerianStates.map((reference, index) => {
      const stateProfileData = itemAt(profiles, index);
      const statePools = itemAt(pools, index);
      return {
        index,
        reference,
        profile: stateProfileData,
        lgaOffset: itemAt(lgaOffsets, index),
        capitalLgaIndex: lgaIndexOf(reference, itemAt(stateProfileData.cityLgas, 0)),
        facilityCount: itemAt(stateCounts, index),
        pools: Object.fromEntries(
          Object.entries(statePools).map(([pool, indexes]) => [pool, Int32Array.from(indexes)]),
        ) as Record<DoctorPool, Int32Array>,
        anyDoctorFacilities: Int32Array.from(itemAt(anyDoctor, index)),
        groupTable: new WeightedTable(Object.entries(stateProfileData.groups) as [EthnicGroup, number][]),
      };
    }),
    state: shuffledState,
    lga: shuffledLga,
    profile: shuffledProfile,
    ordinal,
    localityStyles,
    urbanLgas,
    ambiguousLgaNames: new Set([...lgaNameStates].filter(([, count]) => count > 1).map(([name]) => name)),
  };
}
