import type { FacilityLevel, FacilityOwnership, OpeningHoursEntry } from '@carefinder/contracts';
import { taxonomySeed } from '@carefinder/db/reference';
import { facilityProfiles } from './facility-profiles.ts';
import type { FacilityProfile, HoursPattern } from './facility-profiles.ts';
import { openingHours } from './hours.ts';
import { namePools } from './names.ts';
import {
  commonLandmarks,
  commonStreets,
  christianBrands,
  englishBrands,
  groupBrands,
  landmarkPrepositions,
  localitySpace,
  missions,
  zoneLandmarks,
  zoneStreets,
} from './places.ts';
import type { LocalityStyle } from './places.ts';
import type { FacilityPlan, StatePlan } from './plan.ts';
import { Random, WeightedTable, hashSeed, itemAt } from './random.ts';
import { DEFAULT_PLACEMENT_RADIUS_KM, isNorthernZone, stateProfiles } from './regions.ts';
import type { EthnicGroup } from './regions.ts';
import { roman, slugify } from './text.ts';

export interface DemoFacility {
  /** Stable key, 'demo-facility-000001'. */
  key: string;
  name: string;
  facilityTypeSlug: string;
  ownership: FacilityOwnership;
  ownershipDetail: string | null;
  level: FacilityLevel;
  stateAlias: string;
  lgaName: string;
  ward: string | null;
  address: string;
  latitude: number;
  longitude: number;
  phones: string[];
  email: string | null;
  website: string | null;
  openingHours: OpeningHoursEntry[];
  serviceSlugs: string[];
  specialtySlugs: string[];
  insuranceSlugs: string[];
  awardSlugs: string[];
  lastVerifiedAt: Date;
  /**
   * Emergency capabilities it claims, each confirmed `daysAgo` days before the demo is seeded: readiness is
   * a fact about freshness, so the seed dates it from the day it runs (some facts already older than 90 days).
   */
  readiness: { capabilitySlug: string; daysAgo: number }[];
}

/** Demo data is dated relative to this instant, never to the clock, so every run gives the same rows. */
export const DEMO_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');
const DAY_MS = 86_400_000;

/**
 * Demo phone numbers: '0555 ddd dddd'. Nigeria has no range reserved for fiction, so the numbers use the
 * unallocated 0555 prefix: they look like an 11-digit Nigerian number, but libphonenumber-js 1.13
 * (both the 'min' metadata the app uses and 'max') rejects every +234 555… number as invalid, so the UI
 * shows them as typed and never offers a tel: link. The well-formed alternatives were worse: 0803 555 …
 * and 0201 555 … validate and may ring a real subscriber, and 0800/0700 are live toll-free ranges.
 * generate.test.ts checks this against the installed metadata.
 */
export const DEMO_PHONE_PREFIX = '0555';

/**
 * Coordinates: the reference data has only each state capital's coordinates, so demo facilities are
 * placed around the capital, not in their real LGA. Each LGA gets a made-up centre within the state's
 * radius (40 km by default; less for Lagos, Katsina and the FCT), facilities scatter up to a few km
 * around it, uniformly in area, and stay inside Nigeria's bounding box and the state's latitude limits
 * (the Lagos lagoon, the Niger border). Good enough for maps and "near me" demos; not real locations —
 * some points may still fall on water or across a state line.
 */
const KM_PER_DEGREE_LATITUDE = 111.32;
export const NIGERIA_BOUNDS = { minLatitude: 4, maxLatitude: 14, minLongitude: 2.6, maxLongitude: 14.7 };
const CAPITAL_SPREAD_KM = 9;
const LGA_SPREAD_KM = 7;

/** Multipliers for the locality permutation; primes above the largest locality space, so coprime with it. */
const PERMUTATION_PRIMES = [1009, 1013, 1019, 1021, 1031, 1033, 1039, 1049, 1051, 1061, 1063, 1069];

const LANDMARK_STATE_LABEL = (plan: StatePlan) =>
  plan.reference.alias === 'abuja' ? 'FCT' : `${plan.reference.name} State`;

const schemeSlugs = new Set(
  Object.values(stateProfiles)
    .map((profile) => profile.stateScheme)
    .filter((slug): slug is string => slug !== undefined),
);
const POLICE_HMO = 'police-health-maintenance';
const DEFENCE_HMO = 'defence-health-maintenance';
/** Private HMOs: every insurance entry except the national and state schemes and the uniformed services' HMOs. */
export const privateHmoSlugs: readonly string[] = taxonomySeed.insurance
  .map((entry) => entry.slug)
  .filter((slug) => slug !== 'nhia' && !schemeSlugs.has(slug) && slug !== POLICE_HMO && slug !== DEFENCE_HMO);
const insuranceOrder = new Map(taxonomySeed.insurance.map((entry, index) => [entry.slug, index]));

const privateSuffixes: Readonly<Record<string, readonly string[]>> = {
  'private-hospital': ['Hospital', 'Hospital', 'Medical Centre', 'Hospital and Maternity'],
  'private-specialist-hospital': ['Specialist Hospital'],
  clinic: ['Clinic', 'Medical Clinic', 'Medical Centre', 'Family Clinic', 'Clinic and Maternity'],
  'maternity-home': ['Maternity Home', 'Maternity Home', 'Maternity Clinic'],
  'diagnostic-centre': [
    'Diagnostic Centre',
    'Diagnostics',
    'Medical Laboratory',
    'Imaging and Diagnostic Centre',
  ],
  'dental-clinic': ['Dental Clinic', 'Dental Centre', 'Dental Care'],
  'eye-clinic': ['Eye Clinic', 'Eye Centre', 'Eye Hospital'],
  pharmacy: ['Pharmacy', 'Pharmacy', 'Pharmacy and Stores'],
};

/** Groups whose surnames can front a 'Memorial Hospital'. */
const groupOfStyle = (style: LocalityStyle): EthnicGroup => (style === 'ikwerre' ? 'igbo' : style);

interface Brand {
  word: string;
  isSurname: boolean;
}

export class FacilityFactory {
  private readonly lgaCentres: Float64Array;
  private readonly brandSpaces = new Map<string, readonly Brand[]>();
  private readonly hoursTables = new Map<FacilityProfile, WeightedTable<HoursPattern>>();
  private readonly lgaSlugs = new Map<string, string>();

  constructor(
    private readonly plan: FacilityPlan,
    private readonly seed: number,
  ) {
    const lgaCount = plan.localityStyles.length;
    this.lgaCentres = new Float64Array(lgaCount * 2);
    for (const statePlan of plan.states) {
      statePlan.reference.lgas.forEach((_, lgaIndex) => {
        const [latitude, longitude] = this.lgaCentre(statePlan, lgaIndex);
        this.lgaCentres[(statePlan.lgaOffset + lgaIndex) * 2] = latitude;
        this.lgaCentres[(statePlan.lgaOffset + lgaIndex) * 2 + 1] = longitude;
      });
    }
  }

  get count(): number {
    return this.plan.state.length;
  }

  static key(index: number): string {
    return `demo-facility-${String(index + 1).padStart(6, '0')}`;
  }

  statePlanOf(index: number): StatePlan {
    return itemAt(this.plan.states, this.plan.state[index] ?? 0);
  }

  profileOf(index: number): FacilityProfile {
    return itemAt(facilityProfiles, this.plan.profile[index] ?? 0);
  }

  /** The insurance a facility accepts; its own stream, so providers and reviews can ask cheaply. */
  insurance(index: number): string[] {
    const random = new Random(hashSeed(this.seed, 'facility-insurance', index));
    const profile = this.profileOf(index);
    const scheme = this.statePlanOf(index).profile.stateScheme;
    const slugs: string[] = [];
    if (random.chance(profile.nhia)) slugs.push('nhia');
    if (scheme && random.chance(profile.stateScheme)) slugs.push(scheme);
    if (profile.ownership === 'military' && random.chance(0.95)) slugs.push(DEFENCE_HMO);
    if (profile.ownership === 'public' && profile.level !== 'primary' && random.chance(0.1)) {
      slugs.push(POLICE_HMO);
    }
    const [fewest, most] = profile.hmos;
    slugs.push(...random.sample(privateHmoSlugs, random.int(fewest, most)));
    return slugs.sort((a, b) => (insuranceOrder.get(a) ?? 0) - (insuranceOrder.get(b) ?? 0));
  }

  build(index: number): DemoFacility {
    const random = new Random(hashSeed(this.seed, 'facility', index));
    const statePlan = this.statePlanOf(index);
    const profile = this.profileOf(index);
    const lgaIndex = this.plan.lga[index] ?? 0;
    const lgaName = itemAt(statePlan.reference.lgas, lgaIndex);
    const nationalLga = statePlan.lgaOffset + lgaIndex;
    const style = itemAt(this.plan.localityStyles, nationalLga);
    const ordinal = this.plan.ordinal[index] ?? 0;
    const zone = statePlan.profile.zone;

    const naming = this.name(random, statePlan, profile, lgaName, nationalLga, style, ordinal);
    const ward = naming.ward ?? (random.chance(0.7) ? this.anyPlace(random, style, nationalLga) : null);
    const addressPlace = ward ?? this.anyPlace(random, style, nationalLga);
    const [latitude, longitude] = this.position(random, statePlan, lgaIndex);
    const insuranceSlugs = this.insurance(index);
    const domain = this.domain(naming.name, naming.isLandmark, statePlan, lgaName);
    const hasPhone = random.chance(profile.contact.phone);
    const phones = hasPhone ? [demoPhone(random)] : [];
    if (hasPhone && profile.level !== 'primary' && random.chance(0.3)) phones.push(demoPhone(random));
    const email = random.chance(profile.contact.email)
      ? `${random.pick(profile.ownership === 'private' ? EMAIL_NAMES_PRIVATE : EMAIL_NAMES)}@${domain}`
      : null;
    const website = random.chance(profile.contact.website) ? `https://${domain}` : null;
    const hours = openingHours(this.hoursTable(profile).pick(random), random, isNorthernZone(zone));

    const facility: Omit<DemoFacility, 'readiness'> = {
      key: FacilityFactory.key(index),
      name: naming.name,
      facilityTypeSlug: profile.typeSlug,
      ownership: profile.ownership,
      ownershipDetail: naming.ownershipDetail,
      level: profile.level,
      stateAlias: statePlan.reference.alias,
      lgaName,
      ward,
      address: this.address(random, statePlan, profile, style, addressPlace, naming.isLandmark),
      latitude,
      longitude,
      phones,
      email,
      website,
      openingHours: hours,
      serviceSlugs: chooseSlugs(random, profile.services, 1),
      specialtySlugs: chooseSlugs(random, profile.specialties, 0),
      insuranceSlugs,
      awardSlugs: profile.awards
        .filter(([slug, probability]) => {
          const chosen = random.chance(probability);
          return chosen && (slug !== 'nhia-accredited' || insuranceSlugs.includes('nhia'));
        })
        .map(([slug]) => slug),
      lastVerifiedAt: new Date(
        DEMO_REFERENCE_DATE.getTime() - random.int(1, 540) * DAY_MS - random.int(0, 86_399) * 1000,
      ),
    };
    return { ...facility, readiness: this.readiness(index, facility) };
  }

  /**
   * What the facility can do in an emergency, read from what it offers: its own random stream, so the rest
   * of the facility stays as it was. About a third of the facilities that could claim something have not
   * confirmed anything; the others' facts are 0–150 days old.
   */
  readiness(index: number, facility: Omit<DemoFacility, 'readiness'>): DemoFacility['readiness'] {
    const random = new Random(hashSeed(this.seed, 'facility-readiness', index));
    const offers = new Set(facility.serviceSlugs);
    const openAlways =
      facility.openingHours.length === 7 && facility.openingHours.every((day) => day.isAlwaysOpen);
    const hospital = facility.level !== 'primary' && offers.has('inpatient-admission');
    const claims = [
      offers.has('emergency-care') && openAlways && 'emergency-24h',
      offers.has('caesarean-section') && 'caesarean-section',
      offers.has('delivery-services') && offers.has('emergency-care') && 'bemonc',
      offers.has('caesarean-section') && offers.has('blood-bank') && 'cemonc',
      offers.has('blood-bank') && 'blood-transfusion',
      hospital && 'oxygen',
      offers.has('ambulance') && 'ambulance',
      offers.has('intensive-care') && 'icu',
      offers.has('dialysis') && 'dialysis',
      hospital && random.chance(0.35) && 'antivenom',
      hospital && random.chance(0.5) && 'rabies-vaccine',
      facility.awardSlugs.includes('nhia-accredited') && 'nhia-accredited',
    ].filter((slug): slug is string => typeof slug === 'string');
    if (claims.length === 0 || !random.chance(0.65)) return [];
    const daysAgo = random.int(0, 150);
    return claims.map((capabilitySlug) => ({
      capabilitySlug,
      // Confirmed together mostly; now and then one fact on another day.
      daysAgo: random.chance(0.8) ? daysAgo : random.int(0, 150),
    }));
  }

  /**
   * The k-th place name of an LGA for a purpose ('locality', 'general-hospital', 'ward'…). An affine
   * permutation of the style's place names, seeded by the LGA, so the first n ordinals of an LGA give n
   * different places; past the end of the list, names repeat with a roman numeral ('Oke-Ado II').
   */
  private locality(style: LocalityStyle, nationalLga: number, purpose: string, k: number): string {
    const space = localitySpace(style, this.plan.urbanLgas[nationalLga] === 1);
    const hash = hashSeed(this.seed, 'locality', purpose, nationalLga);
    const multiplier = itemAt(PERMUTATION_PRIMES, hash % PERMUTATION_PRIMES.length);
    const offset = (hash >>> 8) % space.length;
    const place = itemAt(space, (multiplier * (k % space.length) + offset) % space.length);
    const round = Math.floor(k / space.length);
    return round === 0 ? place : `${place} ${roman(round + 1)}`;
  }

  private hoursTable(profile: FacilityProfile): WeightedTable<HoursPattern> {
    let table = this.hoursTables.get(profile);
    if (!table) {
      table = new WeightedTable(profile.hours);
      this.hoursTables.set(profile, table);
    }
    return table;
  }

  private anyPlace(random: Random, style: LocalityStyle, nationalLga: number): string {
    const space = localitySpace(style, this.plan.urbanLgas[nationalLga] === 1);
    return this.locality(style, nationalLga, 'ward', random.int(0, space.length - 1));
  }

  private brands(style: LocalityStyle, farNorth: boolean): readonly Brand[] {
    const key = `${style}:${farNorth}`;
    let brands = this.brandSpaces.get(key);
    if (!brands) {
      const group = groupOfStyle(style);
      brands = [
        ...groupBrands[group].map((word) => ({ word, isSurname: false })),
        ...englishBrands.map((word) => ({ word, isSurname: false })),
        ...(farNorth ? [] : christianBrands).map((word) => ({ word, isSurname: false })),
        ...namePools[group].surnames.map((word) => ({ word, isSurname: true })),
      ];
      this.brandSpaces.set(key, brands);
    }
    return brands;
  }

  /** The k-th brand of an LGA (a permutation, like places), and past the end of the list a place to go with it. */
  private brand(
    style: LocalityStyle,
    farNorth: boolean,
    nationalLga: number,
    k: number,
  ): { brand: Brand; place: string | null } {
    const brands = this.brands(style, farNorth);
    const hash = hashSeed(this.seed, 'brand', nationalLga);
    const multiplier = itemAt(PERMUTATION_PRIMES, hash % PERMUTATION_PRIMES.length);
    const brand = itemAt(
      brands,
      (multiplier * (k % brands.length) + ((hash >>> 8) % brands.length)) % brands.length,
    );
    const place = k >= brands.length ? this.locality(style, nationalLga, 'brand', k) : null;
    return { brand, place };
  }

  private name(
    random: Random,
    statePlan: StatePlan,
    profile: FacilityProfile,
    lgaName: string,
    nationalLga: number,
    style: LocalityStyle,
    ordinal: number,
  ): { name: string; ownershipDetail: string | null; ward: string | null; isLandmark: boolean } {
    const state = statePlan.reference;
    const stateLabel = LANDMARK_STATE_LABEL(statePlan);
    const farNorth = statePlan.profile.zone === 'north-west' || statePlan.profile.zone === 'north-east';
    const isFct = state.alias === 'abuja';
    const localGovernment = isFct ? `${lgaName} Area Council` : `${lgaName} Local Government`;
    const hospitalsBoard =
      state.alias === 'lagos'
        ? 'Lagos State Health Service Commission'
        : isFct
          ? 'FCT Health and Human Services Secretariat'
          : `${stateLabel} Hospitals Management Board`;
    const primaryCareBoard = isFct
      ? 'FCT Primary Health Care Board'
      : `${stateLabel} Primary Health Care Board`;
    const result = (
      name: string,
      ownershipDetail: string | null,
      ward: string | null = null,
      isLandmark = false,
    ) => ({
      name,
      ownershipDetail,
      ward,
      isLandmark,
    });

    switch (profile.id) {
      case 'phc':
      case 'primary-health-clinic':
      case 'health-post':
      case 'dispensary':
      case 'comprehensive-health-centre':
      case 'cottage-hospital': {
        const place = this.locality(style, nationalLga, 'locality', ordinal);
        const ward = place.replace(/ [IVX]+$/, '');
        const owner = random.chance(0.5) ? localGovernment : primaryCareBoard;
        switch (profile.id) {
          case 'phc':
            return result(`Primary Health Centre ${place}`, owner, ward);
          case 'primary-health-clinic':
            return result(`${random.pick(['Health Clinic', 'Basic Health Clinic'])} ${place}`, owner, ward);
          case 'health-post':
            return result(`Health Post ${place}`, localGovernment, ward);
          case 'dispensary':
            return result(
              random.chance(0.5) ? `${place} Dispensary` : `Dispensary ${place}`,
              localGovernment,
              ward,
            );
          case 'comprehensive-health-centre':
            return result(`Comprehensive Health Centre ${place}`, primaryCareBoard, ward);
          default:
            return result(`Cottage Hospital ${place}`, hospitalsBoard, ward);
        }
      }
      case 'general-hospital': {
        // The first general hospital of an LGA is named after the LGA, unless that is a compass-point
        // split ('Ibadan North-East'), which no hospital is named after.
        const plainLga = !/\b(North|South|East|West|Central|Municipal)\b|[/(]/.test(lgaName);
        const place =
          ordinal === 0 && plainLga
            ? lgaName
            : this.locality(style, nationalLga, 'general-hospital', ordinal);
        return result(`General Hospital ${place}`, hospitalsBoard);
      }
      case 'mission': {
        const eligible = missions.filter((mission) => mission.zones.includes(statePlan.profile.zone));
        const hash = hashSeed(this.seed, 'mission', nationalLga);
        const mission = itemAt(eligible, (hash + ordinal) % eligible.length);
        const place = this.locality(style, nationalLga, 'mission', ordinal);
        const name =
          ordinal >= eligible.length || random.chance(0.5) ? `${mission.name}, ${place}` : mission.name;
        return result(name, mission.owner);
      }
      case 'ngo-clinic': {
        const { brand, place } = this.brand(style, farNorth, nationalLga, ordinal);
        const base = `${brand.word} ${random.pick(['Foundation Clinic', 'Community Clinic', 'Health Foundation Clinic'])}`;
        return result(place ? `${base}, ${place}` : base, `${brand.word} Foundation`);
      }
      case 'federal-medical-centre':
        return result(`Federal Medical Centre ${state.capital}`, 'Federal Ministry of Health', null, true);
      case 'federal-teaching-hospital':
        return result(`Federal Teaching Hospital ${state.capital}`, 'Federal Ministry of Health', null, true);
      case 'state-teaching-hospital':
        return result(
          `${state.name} State University Teaching Hospital`,
          `${stateLabel} Government`,
          null,
          true,
        );
      case 'state-specialist-hospital':
        return result(
          isFct || random.chance(0.4)
            ? `Specialist Hospital ${state.capital}`
            : `${stateLabel} Specialist Hospital`,
          hospitalsBoard,
          null,
          true,
        );
      case 'neuropsychiatric-hospital':
        return result(
          `Federal Neuropsychiatric Hospital ${state.capital}`,
          'Federal Ministry of Health',
          null,
          true,
        );
      case 'military-hospital': {
        const coastal = ['lagos', 'rivers', 'delta', 'cross_river', 'akwa_ibom', 'bayelsa', 'ondo'].includes(
          state.alias,
        );
        const service = random.pick(
          coastal ? (['army', 'navy', 'air force'] as const) : (['army', 'air force'] as const),
        );
        if (service === 'navy')
          return result(`Nigerian Navy Hospital ${state.capital}`, 'Nigerian Navy', null, true);
        if (service === 'air force') {
          return result(`Nigerian Air Force Hospital ${state.capital}`, 'Nigerian Air Force', null, true);
        }
        return result(
          random.chance(0.5)
            ? `Military Hospital ${state.capital}`
            : `Nigerian Army Hospital ${state.capital}`,
          'Nigerian Army',
          null,
          true,
        );
      }
      default: {
        // Private facilities: a hopeful word or a family name, then what kind of place it is.
        const { brand, place } = this.brand(style, farNorth, nationalLga, ordinal);
        const suffix = random.pick(privateSuffixes[profile.id] ?? ['Clinic']);
        const memorial =
          brand.isSurname && /Hospital|Clinic|Medical|Maternity/.test(suffix) ? ' Memorial' : '';
        const base = `${brand.word}${memorial} ${suffix}`;
        const owner =
          profile.level === 'secondary' && random.chance(0.35) ? `${brand.word} Healthcare Limited` : null;
        return result(place ? `${base}, ${place}` : base, owner);
      }
    }
  }

  private address(
    random: Random,
    statePlan: StatePlan,
    profile: FacilityProfile,
    style: LocalityStyle,
    place: string,
    isLandmark: boolean,
  ): string {
    const zone = statePlan.profile.zone;
    if (profile.ownership === 'public' && profile.level === 'primary' && random.chance(0.5)) {
      const landmark = random.chance(0.5) ? random.pick(zoneLandmarks[zone]) : random.pick(commonLandmarks);
      return `${random.pick(landmarkPrepositions)} ${landmark}, ${place}`;
    }
    const street = random.chance(0.3)
      ? `${random.pick(namePools[groupOfStyle(style)].surnames)} Street`
      : random.chance(0.3)
        ? random.pick(zoneStreets[zone])
        : random.pick(commonStreets);
    if (isLandmark || (profile.ownership === 'public' && random.chance(0.5))) return `${street}, ${place}`;
    const number = random.int(1, random.chance(0.8) ? 60 : 250);
    return statePlan.reference.alias === 'abuja'
      ? `Plot ${number}, ${street}, ${place}`
      : `${number} ${street}, ${place}`;
  }

  /** An e-mail and web domain on the reserved .example TLD (RFC 2606), which can never reach anyone. */
  private domain(name: string, isLandmark: boolean, statePlan: StatePlan, lgaName: string): string {
    let label = slugify(name);
    if (!isLandmark) {
      let lgaSlug = this.lgaSlugs.get(lgaName);
      if (lgaSlug === undefined) {
        lgaSlug = slugify(lgaName);
        this.lgaSlugs.set(lgaName, lgaSlug);
      }
      if (!label.endsWith(lgaSlug)) label = `${label}-${lgaSlug}`;
      if (this.plan.ambiguousLgaNames.has(lgaName)) label = `${label}-${slugify(statePlan.reference.alias)}`;
    }
    if (label.length > 63) label = label.slice(0, 63).replace(/-[^-]*$/, '');
    return `${label}.example`;
  }

  private lgaCentre(statePlan: StatePlan, lgaIndex: number): [number, number] {
    const { capitalLatitude, capitalLongitude } = statePlan.reference;
    if (lgaIndex === statePlan.capitalLgaIndex) return [capitalLatitude, capitalLongitude];
    const radius = statePlan.profile.placementRadiusKm ?? DEFAULT_PLACEMENT_RADIUS_KM;
    const random = new Random(hashSeed(this.seed, 'lga-centre', statePlan.reference.alias, lgaIndex));
    const inner = Math.min(CAPITAL_SPREAD_KM, radius / 2);
    const outer = Math.max(inner, radius - LGA_SPREAD_KM);
    return this.scatter(random, statePlan, capitalLatitude, capitalLongitude, inner, outer);
  }

  private position(random: Random, statePlan: StatePlan, lgaIndex: number): [number, number] {
    const nationalLga = statePlan.lgaOffset + lgaIndex;
    const centreLatitude = this.lgaCentres[nationalLga * 2] ?? statePlan.reference.capitalLatitude;
    const centreLongitude = this.lgaCentres[nationalLga * 2 + 1] ?? statePlan.reference.capitalLongitude;
    const spread = lgaIndex === statePlan.capitalLgaIndex ? CAPITAL_SPREAD_KM : LGA_SPREAD_KM;
    const [latitude, longitude] = this.scatter(random, statePlan, centreLatitude, centreLongitude, 0, spread);
    return [Math.round(latitude * 1e6) / 1e6, Math.round(longitude * 1e6) / 1e6];
  }

  /** A point uniformly distributed in the ring [inner, outer] km around a centre, inside the state's limits. */
  private scatter(
    random: Random,
    statePlan: StatePlan,
    centreLatitude: number,
    centreLongitude: number,
    innerKm: number,
    outerKm: number,
  ): [number, number] {
    const minLatitude = Math.max(NIGERIA_BOUNDS.minLatitude, statePlan.profile.minLatitude ?? -90);
    const maxLatitude = Math.min(NIGERIA_BOUNDS.maxLatitude, statePlan.profile.maxLatitude ?? 90);
    let latitude = centreLatitude;
    let longitude = centreLongitude;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const distance = Math.sqrt(random.float(innerKm * innerKm, outerKm * outerKm));
      const bearing = random.float(0, 2 * Math.PI);
      latitude = centreLatitude + (distance * Math.cos(bearing)) / KM_PER_DEGREE_LATITUDE;
      longitude =
        centreLongitude +
        (distance * Math.sin(bearing)) /
          (KM_PER_DEGREE_LATITUDE * Math.cos((centreLatitude * Math.PI) / 180));
      if (latitude >= minLatitude && latitude <= maxLatitude) break;
    }
    return [
      Math.min(maxLatitude, Math.max(minLatitude, latitude)),
      Math.min(NIGERIA_BOUNDS.maxLongitude, Math.max(NIGERIA_BOUNDS.minLongitude, longitude)),
    ];
  }
}

const EMAIL_NAMES = ['info', 'info', 'contact', 'enquiries', 'admin'];
const EMAIL_NAMES_PRIVATE = ['info', 'info', 'contact', 'hello', 'enquiries', 'care'];

function demoPhone(random: Random): string {
  return `${DEMO_PHONE_PREFIX} ${String(random.int(0, 999)).padStart(3, '0')} ${String(random.int(0, 9999)).padStart(4, '0')}`;
}

/** Each slug chosen with its probability; at least `minimum` (the likeliest ones) even when chance says none. */
export function chooseSlugs(
  random: Random,
  entries: readonly (readonly [string, number])[],
  minimum: number,
): string[] {
  const chosen = entries.filter(([, probability]) => random.chance(probability)).map(([slug]) => slug);
  if (chosen.length >= minimum) return chosen;
  const likeliest = [...entries].sort((a, b) => b[1] - a[1]).map(([slug]) => slug);
  for (const slug of likeliest) {
    if (chosen.length >= minimum) break;
    if (!chosen.includes(slug)) chosen.push(slug);
  }
  return chosen;
}
