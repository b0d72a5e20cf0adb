import { taxonomySeed } from '@carefinder/db/reference';
import type { DoctorPool } from './facility-profiles.ts';
import { FacilityFactory, privateHmoSlugs } from './facilities.ts';
import { englishGivenNames, groupLanguage, namePools } from './names.ts';
import type { FacilityPlan, StatePlan } from './plan.ts';
import { Random, WeightedTable, hashSeed, itemAt } from './random.ts';
import { isNorthernZone } from './regions.ts';
import type { EthnicGroup, Zone } from './regions.ts';
import { POSTGRADUATE_BODIES, medicalSchools, neighbouringZones } from './schools.ts';
import type { MedicalSchool } from './schools.ts';
import { specialtyProfiles } from './specialty-profiles.ts';
import type { SpecialtyProfile } from './specialty-profiles.ts';
import { capitalise, inProse, joinWithAnd, withArticle } from './text.ts';

export interface DemoEducation {
  institution: string;
  qualification: string;
  year: number | null;
}

export interface DemoProvider {
  /** Stable key, 'demo-provider-000001'. */
  key: string;
  firstName: string;
  lastName: string;
  title: string;
  gender: 'female' | 'male';
  bio: string;
  professionalSummary: string;
  education: DemoEducation[];
  qualitySlugs: string[];
  practiceAreaSlugs: string[];
  specialtySlugs: string[];
  conditionSlugs: string[];
  procedureSlugs: string[];
  insuranceSlugs: string[];
  awardSlugs: string[];
  languages: string[];
  /** Obviously not a real MDCN folio number: 'DEMO-MDCN-000123'. */
  registrationNumber: string;
  stateAlias: string;
  lgaName: string;
  /** Keys of the 1–3 demo facilities, all in the provider's state, where the provider practises. */
  facilityKeys: string[];
}

/** The part of a provider that reviews need too, generated from its own cheap stream. */
export interface ProviderIdentity {
  statePlan: StatePlan;
  group: EthnicGroup;
  gender: 'female' | 'male';
  firstName: string;
  lastName: string;
  title: 'Dr' | 'Prof';
  specialty: SpecialtyProfile;
  graduationYear: number;
}

const REFERENCE_YEAR = 2026;
const INSURANCE_ORDER = taxonomySeed.insurance.map((entry) => entry.slug);
const qualityNames = new Map(taxonomySeed.qualities.map((entry) => [entry.slug, entry.name]));
const conditionNames = new Map(taxonomySeed.conditions.map((entry) => [entry.slug, inProse(entry.name)]));
const procedureNames = new Map(taxonomySeed.procedures.map((entry) => [entry.slug, inProse(entry.name)]));

export const conditionInProse = (slug: string): string => conditionNames.get(slug) ?? slug.replace(/-/g, ' ');
const procedureInProse = (slug: string): string => procedureNames.get(slug) ?? slug.replace(/-/g, ' ');
const qualityName = (slug: string): string => qualityNames.get(slug) ?? slug.toUpperCase();
/** 'University of Benin' reads 'the University of Benin' in a sentence; 'Bayero University Kano' does not change. */
const institutionInProse = (name: string): string => (/^University\b/.test(name) ? `the ${name}` : name);

const MPH_INSTITUTIONS = [
  'University of Ibadan',
  'University of Lagos',
  'Ahmadu Bello University, Zaria',
  'University of Nigeria, Nsukka',
  'University of Port Harcourt',
  'Obafemi Awolowo University, Ile-Ife',
  'London School of Hygiene & Tropical Medicine',
];

export class ProviderFactory {
  private readonly stateTable: WeightedTable<number>;
  private readonly specialtyTable: WeightedTable<SpecialtyProfile>;
  private readonly schoolTables = new Map<string, WeightedTable<MedicalSchool>>();

  constructor(
    private readonly plan: FacilityPlan,
    private readonly facilities: FacilityFactory,
    private readonly seed: number,
  ) {
    // Doctors live where the facilities are; with no facilities at all, where the people are.
    const anyFacilities = plan.states.some((state) => state.anyDoctorFacilities.length > 0);
    this.stateTable = new WeightedTable(
      plan.states.map((state) => [
        state.index,
        anyFacilities ? state.anyDoctorFacilities.length : state.profile.population,
      ]),
    );
    this.specialtyTable = new WeightedTable(specialtyProfiles.map((profile) => [profile, profile.weight]));
  }

  static key(index: number): string {
    return `demo-provider-${String(index + 1).padStart(6, '0')}`;
  }

  identity(index: number): ProviderIdentity {
    const random = new Random(hashSeed(this.seed, 'provider', index));
    const statePlan = itemAt(this.plan.states, this.stateTable.pick(random));
    const specialty = this.specialtyTable.pick(random);
    const group = statePlan.groupTable.pick(random);
    const northern = isNorthernZone(statePlan.profile.zone);
    const gender = random.chance(specialty.femaleShare * (northern ? 0.7 : 1)) ? 'female' : 'male';
    const pool = namePools[group];
    const firstName = random.chance(pool.englishGivenNameShare)
      ? random.pick(englishGivenNames[gender])
      : random.pick(pool[gender]);
    const isSpecialist = specialty.fellowships.length > 0;
    const graduationYear = isSpecialist ? random.int(1980, 2014) : random.int(1990, 2021);
    const title = isSpecialist && graduationYear <= 2000 && random.chance(0.15) ? 'Prof' : 'Dr';
    return {
      statePlan,
      group,
      gender,
      firstName,
      lastName: random.pick(pool.surnames),
      title,
      specialty,
      graduationYear,
    };
  }

  build(index: number): DemoProvider {
    const identity = this.identity(index);
    const random = new Random(hashSeed(this.seed, 'provider-details', index));
    const { statePlan, specialty, title } = identity;

    const facilityIndexes = this.affiliations(random, statePlan, specialty);
    const firstFacility = facilityIndexes[0];
    const lgaName =
      firstFacility === undefined
        ? random.pick(statePlan.reference.lgas)
        : itemAt(statePlan.reference.lgas, this.plan.lga[firstFacility] ?? 0);
    const worksInTertiary = facilityIndexes.some(
      (facility) => this.facilities.profileOf(facility).level === 'tertiary',
    );

    const { education, qualitySlugs } = this.education(random, identity);
    const conditions = random.sample(
      specialty.conditions,
      random.int(Math.min(3, specialty.conditions.length), Math.min(7, specialty.conditions.length)),
    );
    const procedures = random.sample(
      specialty.procedures,
      random.int(Math.min(1, specialty.procedures.length), Math.min(5, specialty.procedures.length)),
    );
    const languages = this.languages(random, identity);

    const insurance = new Set<string>();
    for (const facility of facilityIndexes) {
      for (const slug of this.facilities.insurance(facility)) if (random.chance(0.8)) insurance.add(slug);
    }
    if (facilityIndexes.length === 0)
      for (const slug of random.sample(privateHmoSlugs, random.int(0, 3))) insurance.add(slug);

    const years = REFERENCE_YEAR - identity.graduationYear;
    const awardSlugs: string[] = [];
    if (random.chance(years >= 30 ? 0.08 : 0.01)) awardSlugs.push('distinguished-service-award');
    if (random.chance(0.03)) awardSlugs.push('excellence-in-patient-care-award');

    return {
      key: ProviderFactory.key(index),
      firstName: identity.firstName,
      lastName: identity.lastName,
      title,
      gender: identity.gender,
      bio: this.bio(random, identity, lgaName, education, conditions, languages),
      professionalSummary: this.summary(random, identity, years, conditions, procedures),
      education,
      qualitySlugs,
      practiceAreaSlugs: this.practiceAreas(random, identity, worksInTertiary),
      specialtySlugs: [specialty.slug, ...(specialty.alsoListed ?? [])],
      conditionSlugs: conditions,
      procedureSlugs: procedures,
      insuranceSlugs: INSURANCE_ORDER.filter((slug) => insurance.has(slug)),
      awardSlugs,
      languages,
      registrationNumber: `DEMO-MDCN-${String(index + 1).padStart(6, '0')}`,
      stateAlias: statePlan.reference.alias,
      lgaName,
      facilityKeys: facilityIndexes.map((facility) => FacilityFactory.key(facility)),
    };
  }

  /** 1–3 facilities of the provider's own state, the first of the kind their specialty works in. */
  private affiliations(random: Random, statePlan: StatePlan, specialty: SpecialtyProfile): number[] {
    const wanted = random.weightedPick([1, 2, 3], [0.55, 0.35, 0.1]);
    const preferred = specialty.pools.filter((pool) => statePlan.pools[pool].length > 0);
    const firstPool: DoctorPool | undefined =
      preferred[0] === 'tertiary' && preferred.length > 1 && random.chance(0.4) ? preferred[1] : preferred[0];
    const chosen: number[] = [];
    const pickFrom = (candidates: Int32Array) => {
      for (let attempt = 0; attempt < 5 && candidates.length > 0; attempt += 1) {
        const facility = itemAt(candidates, random.int(0, candidates.length - 1));
        if (!chosen.includes(facility)) {
          chosen.push(facility);
          return;
        }
      }
    };
    pickFrom(firstPool ? statePlan.pools[firstPool] : statePlan.anyDoctorFacilities);
    // Many doctors also run or visit a private practice, so later affiliations may be any doctor's workplace.
    const others: DoctorPool[] = [...preferred, 'hospital', 'primary'];
    for (let k = 1; k < wanted; k += 1) {
      const pool = random.pick(others);
      pickFrom(statePlan.pools[pool].length > 0 ? statePlan.pools[pool] : statePlan.anyDoctorFacilities);
    }
    return chosen;
  }

  private schoolTable(zone: Zone, dentist: boolean): WeightedTable<MedicalSchool> {
    const key = `${zone}:${dentist}`;
    let table = this.schoolTables.get(key);
    if (!table) {
      const nearby = new Set<Zone>([zone, ...neighbouringZones[zone]]);
      table = new WeightedTable(
        medicalSchools
          .filter((school) => !dentist || school.trainsDentists)
          .map((school) => [
            school,
            school.weight * (school.zone === zone ? 6 : nearby.has(school.zone) ? 2 : 1),
          ]),
      );
      this.schoolTables.set(key, table);
    }
    return table;
  }

  private education(
    random: Random,
    identity: ProviderIdentity,
  ): { education: DemoEducation[]; qualitySlugs: string[] } {
    const { specialty, graduationYear, title } = identity;
    const dentist = specialty.isDentist === true;
    const school = this.schoolTable(identity.statePlan.profile.zone, dentist).pick(random);
    const year = (value: number) => (random.chance(0.06) ? null : Math.min(value, REFERENCE_YEAR - 1));
    const degree = dentist ? 'bds' : school.degree;
    const education: DemoEducation[] = [
      { institution: school.name, qualification: qualityName(degree), year: year(graduationYear) },
    ];
    const qualitySlugs = [degree];

    const [national, westAfrican] = specialty.fellowships;
    if (national && westAfrican) {
      const roll = random.next();
      const fellowships = roll < 0.55 ? [national] : roll < 0.8 ? [westAfrican] : [national, westAfrican];
      let fellowshipYear = graduationYear + random.int(6, 11);
      for (const fellowship of fellowships) {
        const body = POSTGRADUATE_BODIES[fellowship] ?? POSTGRADUATE_BODIES.npmcn ?? '';
        education.push({
          institution: body,
          qualification: qualityName(fellowship),
          year: year(fellowshipYear),
        });
        qualitySlugs.push(fellowship);
        fellowshipYear += random.int(1, 3);
      }
      if (specialty.foreignQualification && random.chance(0.08)) {
        const foreign = specialty.foreignQualification;
        education.push({
          institution: POSTGRADUATE_BODIES[foreign] ?? '',
          qualification: qualityName(foreign),
          year: year(fellowshipYear + random.int(0, 4)),
        });
        qualitySlugs.push(foreign);
      }
    }
    const mphChance =
      specialty.slug === 'public-health' ? 0.6 : specialty.slug === 'general-practice' ? 0.1 : 0.04;
    if (random.chance(mphChance)) {
      education.push({
        institution: random.pick(MPH_INSTITUTIONS),
        qualification: 'MPH',
        year: year(graduationYear + random.int(3, 9)),
      });
      qualitySlugs.push('mph');
    }
    if (random.chance(title === 'Prof' ? 0.45 : 0.02)) {
      education.push({
        institution: random.pick(medicalSchools).name.replace(/ College of Medicine.*$/, ''),
        qualification: 'PhD',
        year: year(graduationYear + random.int(10, 20)),
      });
      qualitySlugs.push('phd');
    }
    qualitySlugs.push('mdcn-registered');
    return { education, qualitySlugs };
  }

  private languages(random: Random, identity: ProviderIdentity): string[] {
    const { statePlan, group } = identity;
    const zone = statePlan.profile.zone;
    const languages = new Set(['English']);
    const own = groupLanguage(group, statePlan.reference.alias);
    if (own && random.chance(0.92)) languages.add(own);
    if (isNorthernZone(zone) && group !== 'hausa' && random.chance(zone === 'north-central' ? 0.5 : 0.8)) {
      languages.add('Hausa');
    }
    if (statePlan.reference.alias === 'lagos' && group !== 'yoruba' && random.chance(0.3))
      languages.add('Yoruba');
    const pidgin =
      zone === 'south-south' ? 0.7 : zone.startsWith('south') ? 0.35 : zone === 'north-central' ? 0.3 : 0.05;
    if (random.chance(pidgin)) languages.add('Nigerian Pidgin');
    const local = statePlan.profile.localLanguages ?? [];
    if (local.length > 0 && random.chance(group === 'middle-belt' ? 0.6 : 0.15))
      languages.add(random.pick(local));
    if (random.chance(0.02)) languages.add('French');
    return [...languages];
  }

  private practiceAreas(random: Random, identity: ProviderIdentity, worksInTertiary: boolean): string[] {
    const { specialty, title } = identity;
    const slug = specialty.slug;
    const isGp = slug === 'general-practice' || slug === 'family-medicine';
    const isServiceSpecialty = slug === 'radiology' || slug === 'pathology' || slug === 'anaesthesia';
    const odds: [string, number][] = [
      ['outpatient-consultation', isServiceSpecialty ? 0.3 : 0.95],
      ['inpatient-care', specialty.isDentist || isServiceSpecialty ? 0 : isGp ? 0.3 : 0.7],
      ['surgery', specialty.isSurgeon ? 1 : slug === 'anaesthesia' ? 0.9 : 0],
      [
        'maternal-and-child-health',
        slug === 'obstetrics-and-gynaecology'
          ? 0.9
          : slug === 'paediatrics' || slug === 'neonatology'
            ? 0.8
            : isGp
              ? 0.2
              : 0,
      ],
      ['emergency-medicine', isGp || slug === 'anaesthesia' ? 0.15 : specialty.isSurgeon ? 0.1 : 0.02],
      ['community-health', slug === 'public-health' ? 1 : isGp ? 0.2 : 0.02],
      ['telemedicine', 0.15],
      ['home-visits', slug === 'geriatrics' ? 0.5 : isGp ? 0.12 : 0.02],
      ['occupational-health', slug === 'public-health' ? 0.3 : isGp ? 0.1 : 0],
      ['sports-medicine', slug === 'orthopaedics' ? 0.15 : 0.005],
      ['palliative-care', slug === 'oncology' ? 0.7 : slug === 'geriatrics' ? 0.4 : isGp ? 0.05 : 0.01],
      ['medical-tourism-referral', 0.03],
      ['teaching-and-research', title === 'Prof' ? 1 : worksInTertiary ? 0.4 : 0.01],
      ['corporate-retainership', isGp ? 0.15 : 0.01],
    ];
    const areas = odds.filter(([, probability]) => random.chance(probability)).map(([area]) => area);
    return areas.length > 0 ? areas : ['outpatient-consultation'];
  }

  private roleOf(identity: ProviderIdentity): string {
    const consultant = identity.specialty.fellowships.length > 0 ? 'consultant ' : '';
    return `${consultant}${identity.specialty.role}`;
  }

  private bio(
    random: Random,
    identity: ProviderIdentity,
    lgaName: string,
    education: readonly DemoEducation[],
    conditions: readonly string[],
    languages: readonly string[],
  ): string {
    const { title, firstName, lastName, gender, statePlan, graduationYear } = identity;
    const he = gender === 'female' ? 'she' : 'he';
    const his = gender === 'female' ? 'her' : 'his';
    const role = this.roleOf(identity);
    const years = REFERENCE_YEAR - graduationYear;
    const stateLabel =
      statePlan.reference.alias === 'abuja' ? 'the FCT' : `${statePlan.reference.name} State`;
    const degree = itemAt(education, 0);

    const opening = random.pick([
      () => `${title} ${lastName} is ${withArticle(role)} with ${years} years of experience.`,
      () =>
        `${title} ${firstName} ${lastName} is ${withArticle(role)} practising in ${lgaName}, ${stateLabel}.`,
      () =>
        `${title} ${lastName} has practised medicine since ${graduationYear + 1} and works as ${withArticle(role)}.`,
      () =>
        `${title} ${firstName} ${lastName} is ${withArticle(role)} who has cared for patients in ${stateLabel} for over ${Math.max(1, Math.floor(years / 5) * 5)} years.`,
    ])();
    const sentences = [opening];

    if (random.chance(0.75)) {
      const fellowship = education.find((entry) => /^F/.test(entry.qualification));
      const body = fellowship ? `, and is a Fellow of the ${fellowship.institution}` : '';
      sentences.push(
        degree.year !== null && random.chance(0.5)
          ? `${capitalise(he)} qualified from ${institutionInProse(degree.institution)} in ${degree.year}${body}.`
          : `${capitalise(he)} trained at ${institutionInProse(degree.institution)}${body}.`,
      );
    }
    if (random.chance(0.6)) {
      const interests = conditions.slice(0, 2).map(conditionInProse);
      const options = [
        () => `${capitalise(he)} regularly volunteers at free medical outreaches in rural communities.`,
        () => `Patients value ${his} clear explanations and calm manner.`,
        () => `${capitalise(he)} speaks ${joinWithAnd(languages)}.`,
      ];
      if (interests.length > 0) {
        options.push(
          () => `${capitalise(his)} special interests include ${joinWithAnd(interests)}.`,
          () => `${capitalise(he)} has a particular interest in ${itemAt(interests, 0)}.`,
        );
      }
      sentences.push(random.pick(options)());
    }
    return sentences.join(' ');
  }

  private summary(
    random: Random,
    identity: ProviderIdentity,
    years: number,
    conditions: readonly string[],
    procedures: readonly string[],
  ): string {
    const role = capitalise(this.roleOf(identity));
    const treats = conditions.slice(0, 3).map(conditionInProse);
    const performs = procedures.slice(0, 3).map(procedureInProse);
    const options: (() => string)[] = [() => `${role} with ${years} years’ experience.`];
    if (treats.length > 0) {
      options.push(
        () => `${role} with ${years} years’ experience treating ${joinWithAnd(treats)}.`,
        () => `${role} focused on ${joinWithAnd(treats.slice(0, 2))}.`,
        () => `${role}. Sees patients with ${joinWithAnd(treats)}.`,
      );
    }
    if (performs.length > 0) {
      options.push(() => `${role} offering ${joinWithAnd(performs)}.`);
    }
    if (treats.length > 0 && performs.length > 0) {
      options.push(
        () =>
          `${role} with ${years} years’ experience. Treats ${joinWithAnd(treats.slice(0, 2))} and performs ${joinWithAnd(performs.slice(0, 2))}.`,
      );
    }
    return random.pick(options)();
  }
}
