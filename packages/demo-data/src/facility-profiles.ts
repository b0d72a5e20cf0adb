import type { FacilityLevel, FacilityOwnership } from '@carefinder/contracts';
import { odds } from './text.ts';

/**
 * The kinds of demo facility, each with a consistent type, ownership and level, and what such a place
 * typically offers: services, specialties, insurance and opening hours. Probabilities are rough
 * judgements of what is common in Nigeria, not measured figures.
 */

/** How a facility is named; names are kept unique per LGA and family (see plan.ts). */
export type NameFamily = 'locality' | 'general-hospital' | 'private' | 'mission' | 'ngo' | 'landmark';
export const NAME_FAMILIES: readonly NameFamily[] = [
  'locality',
  'general-hospital',
  'private',
  'mission',
  'ngo',
  'landmark',
];

/** Opening-hours patterns; see hours.ts. */
export type HoursPattern =
  | 'always'
  | 'public-weekdays'
  | 'public-weekdays-saturday'
  | 'office'
  | 'extended'
  | 'night'
  | 'until-midnight'
  | 'late-pharmacy';

/** Groups of facilities where doctors work, used to give providers plausible affiliations. */
export type DoctorPool =
  'hospital' | 'tertiary' | 'primary' | 'maternity' | 'dental' | 'eye' | 'diagnostic' | 'psychiatric';

export interface FacilityProfile {
  id: string;
  typeSlug: string;
  ownership: FacilityOwnership;
  level: FacilityLevel;
  family: NameFamily;
  hours: readonly (readonly [HoursPattern, number])[];
  services: readonly (readonly [string, number])[];
  specialties: readonly (readonly [string, number])[];
  /** Chance of accepting NHIA, and of the state's own scheme where there is one. */
  nhia: number;
  stateScheme: number;
  /** How many private HMOs it works with, at least and at most. */
  hmos: readonly [number, number];
  awards: readonly (readonly [string, number])[];
  /** Chance that a facility of this kind lists a phone, an e-mail address and a website. */
  contact: { phone: number; email: number; website: number };
  /** Relative share of reviews a facility of this kind attracts. */
  popularity: number;
  doctorPools: readonly DoctorPool[];
}

const hospitalServices = odds(`
  general-outpatient 1, emergency-care .95, ambulance .6, inpatient-admission 1, antenatal-care .98,
  delivery-services .98, caesarean-section .9, postnatal-care .9, family-planning .9, immunisation .9,
  child-welfare-clinic .6, nutrition .5, hiv-testing-and-counselling .95, hiv-treatment .8, pmtct .85,
  tb-dots .85, malaria-testing-and-treatment .98, laboratory 1, radiology-x-ray .8, ultrasound .85, ecg .4,
  pharmacy 1, surgery .95, special-care-baby-unit .4, blood-bank .6, physiotherapy .4, dental-care .4,
  eye-care .4, mental-health .2, sickle-cell-clinic .3, diabetes-clinic .5, hypertension-clinic .5,
  cancer-screening .3, medical-check-up .7, mortuary .6, intensive-care .1, dialysis .05
`);

const hospitalSpecialties = odds(`
  general-practice 1, family-medicine .4, internal-medicine .8, paediatrics .8, obstetrics-and-gynaecology .9,
  general-surgery .9, orthopaedics .35, ophthalmology .35, ent .2, dentistry .4, radiology .35,
  anaesthesia .6, psychiatry .15, public-health .2, physiotherapy .4, nutrition-and-dietetics .2,
  emergency-medicine .1, dermatology .1
`);

const tertiaryServices = odds(`
  general-outpatient 1, emergency-care 1, ambulance .9, inpatient-admission 1, antenatal-care 1,
  delivery-services 1, caesarean-section 1, postnatal-care 1, family-planning 1, immunisation 1,
  child-welfare-clinic .9, nutrition .9, hiv-testing-and-counselling 1, hiv-treatment .98, pmtct .98,
  tb-dots .95, malaria-testing-and-treatment 1, laboratory 1, radiology-x-ray 1, ultrasound 1, ct-scan .85,
  mri .45, ecg 1, pharmacy 1, surgery 1, intensive-care .95, special-care-baby-unit .98, dialysis .85,
  blood-bank 1, physiotherapy 1, dental-care .95, eye-care .95, mental-health .9, sickle-cell-clinic .9,
  diabetes-clinic .95, hypertension-clinic .95, cancer-screening .9, fertility-services .4,
  medical-check-up .9, mortuary .95
`);

const allHospitalSpecialties = odds(`
  general-practice 1, family-medicine .9, internal-medicine 1, paediatrics 1, neonatology .85,
  obstetrics-and-gynaecology 1, general-surgery 1, paediatric-surgery .8, orthopaedics .95, neurosurgery .7,
  cardiothoracic-surgery .5, plastic-surgery .7, urology .9, cardiology .9, nephrology .9, neurology .85,
  gastroenterology .8, pulmonology .8, endocrinology .8, rheumatology .6, infectious-diseases .7,
  haematology .9, oncology .6, dermatology .8, psychiatry .9, ophthalmology .95, optometry .6, ent .95,
  radiology 1, pathology 1, anaesthesia 1, emergency-medicine .6, geriatrics .3, public-health .95,
  dentistry .95, orthodontics .6, oral-and-maxillofacial-surgery .75, physiotherapy 1,
  nutrition-and-dietetics .9
`);

const scaled = (entries: readonly (readonly [string, number])[], factor: number) =>
  entries.map(([slug, probability]) => [slug, Math.min(1, probability * factor)] as const);

const noPhoneless = { phone: 1, email: 0.9, website: 0.85 };

const profiles = {
  phc: {
    typeSlug: 'primary-health-centre',
    ownership: 'public',
    level: 'primary',
    family: 'locality',
    hours: [
      ['public-weekdays', 0.78],
      ['public-weekdays-saturday', 0.14],
      ['always', 0.08],
    ],
    services: odds(`
      general-outpatient .85, immunisation .98, antenatal-care .95, delivery-services .75, postnatal-care .8,
      family-planning .9, child-welfare-clinic .8, nutrition .6, malaria-testing-and-treatment .97,
      hiv-testing-and-counselling .7, pmtct .45, tb-dots .4, laboratory .3, pharmacy .5
    `),
    specialties: odds(`general-practice .15, public-health .1`),
    nhia: 0.45,
    stateScheme: 0.5,
    hmos: [0, 0],
    awards: odds(`safecare-certified .02, baby-friendly-hospital .03`),
    contact: { phone: 0.6, email: 0.08, website: 0 },
    popularity: 0.8,
    doctorPools: ['primary'],
  },
  'primary-health-clinic': {
    typeSlug: 'primary-health-clinic',
    ownership: 'public',
    level: 'primary',
    family: 'locality',
    hours: [
      ['public-weekdays', 0.9],
      ['public-weekdays-saturday', 0.07],
      ['always', 0.03],
    ],
    services: odds(`
      general-outpatient .9, immunisation .9, antenatal-care .7, family-planning .7,
      malaria-testing-and-treatment .95, child-welfare-clinic .6, nutrition .4, hiv-testing-and-counselling .4,
      delivery-services .3
    `),
    specialties: [],
    nhia: 0.15,
    stateScheme: 0.3,
    hmos: [0, 0],
    awards: [],
    contact: { phone: 0.4, email: 0.03, website: 0 },
    popularity: 0.4,
    doctorPools: [],
  },
  'health-post': {
    typeSlug: 'health-post',
    ownership: 'public',
    level: 'primary',
    family: 'locality',
    hours: [
      ['public-weekdays', 0.93],
      ['public-weekdays-saturday', 0.05],
      ['always', 0.02],
    ],
    services: odds(`
      immunisation .9, malaria-testing-and-treatment .9, family-planning .5, general-outpatient .6,
      nutrition .3, antenatal-care .3, child-welfare-clinic .4
    `),
    specialties: [],
    nhia: 0.05,
    stateScheme: 0.1,
    hmos: [0, 0],
    awards: [],
    contact: { phone: 0.3, email: 0, website: 0 },
    popularity: 0.2,
    doctorPools: [],
  },
  dispensary: {
    typeSlug: 'dispensary',
    ownership: 'public',
    level: 'primary',
    family: 'locality',
    hours: [
      ['public-weekdays', 0.9],
      ['public-weekdays-saturday', 0.1],
    ],
    services: odds(`
      general-outpatient .95, malaria-testing-and-treatment .95, pharmacy .8, immunisation .5,
      family-planning .3
    `),
    specialties: [],
    nhia: 0.05,
    stateScheme: 0.1,
    hmos: [0, 0],
    awards: [],
    contact: { phone: 0.3, email: 0, website: 0 },
    popularity: 0.2,
    doctorPools: [],
  },
  'comprehensive-health-centre': {
    typeSlug: 'comprehensive-health-centre',
    ownership: 'public',
    level: 'primary',
    family: 'locality',
    hours: [
      ['always', 0.7],
      ['public-weekdays', 0.3],
    ],
    services: odds(`
      general-outpatient 1, emergency-care .5, inpatient-admission .7, antenatal-care .95,
      delivery-services .95, caesarean-section .2, postnatal-care .9, family-planning .9, immunisation .95,
      child-welfare-clinic .8, nutrition .6, hiv-testing-and-counselling .85, hiv-treatment .5, pmtct .7,
      tb-dots .7, malaria-testing-and-treatment .98, laboratory .85, pharmacy .9, ultrasound .3, ambulance .2,
      hypertension-clinic .2, diabetes-clinic .15, medical-check-up .3
    `),
    specialties: odds(`
      general-practice .9, family-medicine .2, public-health .3, obstetrics-and-gynaecology .1, paediatrics .1
    `),
    nhia: 0.7,
    stateScheme: 0.6,
    hmos: [0, 1],
    awards: odds(`safecare-certified .05, baby-friendly-hospital .08, nhia-accredited .6`),
    contact: { phone: 0.8, email: 0.3, website: 0.05 },
    popularity: 2,
    doctorPools: ['primary', 'maternity'],
  },
  'cottage-hospital': {
    typeSlug: 'cottage-hospital',
    ownership: 'public',
    level: 'secondary',
    family: 'locality',
    hours: [
      ['always', 0.95],
      ['office', 0.05],
    ],
    services: odds(`
      general-outpatient 1, emergency-care .8, inpatient-admission .95, antenatal-care .95,
      delivery-services .95, caesarean-section .5, postnatal-care .8, family-planning .8, immunisation .9,
      hiv-testing-and-counselling .8, tb-dots .6, malaria-testing-and-treatment .98, laboratory .9,
      pharmacy .95, surgery .5, radiology-x-ray .3, ultrasound .4, ambulance .3, mortuary .3
    `),
    specialties: odds(
      `general-practice 1, obstetrics-and-gynaecology .3, general-surgery .2, family-medicine .2`,
    ),
    nhia: 0.6,
    stateScheme: 0.5,
    hmos: [0, 2],
    awards: odds(`baby-friendly-hospital .08, nhia-accredited .6`),
    contact: { phone: 0.85, email: 0.3, website: 0.05 },
    popularity: 2,
    doctorPools: ['hospital'],
  },
  'general-hospital': {
    typeSlug: 'general-hospital',
    ownership: 'public',
    level: 'secondary',
    family: 'general-hospital',
    hours: [
      ['always', 0.97],
      ['office', 0.03],
    ],
    services: hospitalServices,
    specialties: hospitalSpecialties,
    nhia: 0.9,
    stateScheme: 0.75,
    hmos: [0, 4],
    awards: odds(`
      baby-friendly-hospital .12, nhia-accredited .8, residency-training-accredited .08, safecare-certified .03
    `),
    contact: { phone: 0.95, email: 0.5, website: 0.2 },
    popularity: 4,
    doctorPools: ['hospital'],
  },
  'private-hospital': {
    typeSlug: 'private-hospital',
    ownership: 'private',
    level: 'secondary',
    family: 'private',
    hours: [
      ['always', 0.5],
      ['extended', 0.3],
      ['office', 0.2],
    ],
    services: odds(`
      general-outpatient 1, emergency-care .7, inpatient-admission .95, antenatal-care .8,
      delivery-services .8, caesarean-section .6, postnatal-care .6, family-planning .5, immunisation .5,
      laboratory .95, pharmacy .95, ultrasound .6, radiology-x-ray .35, ecg .3, surgery .7, ambulance .3,
      hypertension-clinic .3, diabetes-clinic .3, medical-check-up .8, malaria-testing-and-treatment .95,
      hiv-testing-and-counselling .5, special-care-baby-unit .15, fertility-services .1, physiotherapy .15,
      dental-care .15, eye-care .1, intensive-care .05, blood-bank .15
    `),
    specialties: odds(`
      general-practice 1, internal-medicine .4, obstetrics-and-gynaecology .55, paediatrics .45,
      general-surgery .45, orthopaedics .1, anaesthesia .15, radiology .1, family-medicine .2, urology .05,
      ent .05, dermatology .05, cardiology .05, physiotherapy .1
    `),
    nhia: 0.5,
    stateScheme: 0.35,
    hmos: [2, 12],
    awards: odds(`
      safecare-certified .08, nhia-accredited .7, iso-9001-certified .03, excellence-in-patient-care-award .03
    `),
    contact: { phone: 1, email: 0.75, website: 0.4 },
    popularity: 3,
    doctorPools: ['hospital'],
  },
  'private-specialist-hospital': {
    typeSlug: 'specialist-hospital',
    ownership: 'private',
    level: 'secondary',
    family: 'private',
    hours: [
      ['always', 0.55],
      ['office', 0.3],
      ['extended', 0.15],
    ],
    services: odds(`
      general-outpatient .9, emergency-care .6, inpatient-admission .95, antenatal-care .6,
      delivery-services .6, caesarean-section .6, laboratory 1, pharmacy 1, ultrasound .8,
      radiology-x-ray .6, ct-scan .25, mri .1, ecg .6, surgery .9, intensive-care .3, dialysis .25,
      fertility-services .3, physiotherapy .4, special-care-baby-unit .25, blood-bank .3,
      hypertension-clinic .4, diabetes-clinic .4, medical-check-up .8, ambulance .4, cancer-screening .3,
      dental-care .2, eye-care .2
    `),
    specialties: odds(`
      general-practice .8, internal-medicine .5, obstetrics-and-gynaecology .5, paediatrics .4,
      general-surgery .5, orthopaedics .3, urology .25, cardiology .25, nephrology .2, neurology .15,
      neurosurgery .1, plastic-surgery .1, ent .25, ophthalmology .15, dermatology .15, endocrinology .15,
      gastroenterology .15, radiology .3, anaesthesia .5, paediatric-surgery .1, oncology .05,
      physiotherapy .3, psychiatry .08
    `),
    nhia: 0.4,
    stateScheme: 0.3,
    hmos: [4, 14],
    awards: odds(`
      safecare-certified .12, nhia-accredited .6, iso-9001-certified .1, jci-accredited .02,
      excellence-in-patient-care-award .05
    `),
    contact: noPhoneless,
    popularity: 4,
    doctorPools: ['hospital'],
  },
  clinic: {
    typeSlug: 'clinic',
    ownership: 'private',
    level: 'primary',
    family: 'private',
    hours: [
      ['office', 0.5],
      ['extended', 0.25],
      ['night', 0.08],
      ['until-midnight', 0.06],
      ['always', 0.08],
    ],
    services: odds(`
      general-outpatient 1, malaria-testing-and-treatment .9, laboratory .6, pharmacy .7,
      medical-check-up .6, hiv-testing-and-counselling .3, family-planning .3, antenatal-care .3,
      immunisation .2, hypertension-clinic .2, diabetes-clinic .2, ecg .1, ultrasound .15
    `),
    specialties: odds(`
      general-practice 1, family-medicine .25, internal-medicine .1, paediatrics .1,
      obstetrics-and-gynaecology .1, dermatology .03
    `),
    nhia: 0.3,
    stateScheme: 0.25,
    hmos: [0, 6],
    awards: odds(`safecare-certified .04, nhia-accredited .6`),
    contact: { phone: 1, email: 0.55, website: 0.2 },
    popularity: 1.5,
    doctorPools: ['primary'],
  },
  'maternity-home': {
    typeSlug: 'maternity-home',
    ownership: 'private',
    level: 'primary',
    family: 'private',
    hours: [
      ['always', 0.65],
      ['office', 0.35],
    ],
    services: odds(`
      antenatal-care 1, delivery-services 1, postnatal-care .9, family-planning .7, immunisation .6,
      child-welfare-clinic .4, caesarean-section .15, ultrasound .3, laboratory .5, pharmacy .5, pmtct .3,
      hiv-testing-and-counselling .5
    `),
    specialties: odds(`obstetrics-and-gynaecology .5, general-practice .3`),
    nhia: 0.25,
    stateScheme: 0.3,
    hmos: [0, 4],
    awards: odds(`baby-friendly-hospital .05, safecare-certified .03, nhia-accredited .5`),
    contact: { phone: 1, email: 0.35, website: 0.1 },
    popularity: 1.5,
    doctorPools: ['maternity'],
  },
  'diagnostic-centre': {
    typeSlug: 'diagnostic-centre',
    ownership: 'private',
    level: 'secondary',
    family: 'private',
    hours: [
      ['office', 0.6],
      ['extended', 0.35],
      ['always', 0.05],
    ],
    services: odds(`
      laboratory .95, radiology-x-ray .7, ultrasound .85, ct-scan .2, mri .08, ecg .5, medical-check-up .6,
      hiv-testing-and-counselling .4, cancer-screening .3
    `),
    specialties: odds(`radiology .9, pathology .6, haematology .1`),
    nhia: 0.3,
    stateScheme: 0.2,
    hmos: [2, 10],
    awards: odds(`iso-15189-accredited-laboratory .08, iso-9001-certified .06, nhia-accredited .6`),
    contact: noPhoneless,
    popularity: 1.5,
    doctorPools: ['diagnostic'],
  },
  'dental-clinic': {
    typeSlug: 'dental-clinic',
    ownership: 'private',
    level: 'primary',
    family: 'private',
    hours: [
      ['office', 0.9],
      ['extended', 0.1],
    ],
    services: odds(`dental-care 1, radiology-x-ray .3`),
    specialties: odds(`dentistry 1, orthodontics .25, oral-and-maxillofacial-surgery .1`),
    nhia: 0.15,
    stateScheme: 0.1,
    hmos: [1, 6],
    awards: odds(`nhia-accredited .5, excellence-in-patient-care-award .02`),
    contact: noPhoneless,
    popularity: 1.2,
    doctorPools: ['dental'],
  },
  'eye-clinic': {
    typeSlug: 'eye-clinic',
    ownership: 'private',
    level: 'secondary',
    family: 'private',
    hours: [
      ['office', 0.9],
      ['extended', 0.1],
    ],
    services: odds(`eye-care 1, surgery .3, pharmacy .3`),
    specialties: odds(`ophthalmology .85, optometry .8`),
    nhia: 0.2,
    stateScheme: 0.1,
    hmos: [1, 6],
    awards: odds(`nhia-accredited .5`),
    contact: noPhoneless,
    popularity: 1.2,
    doctorPools: ['eye'],
  },
  pharmacy: {
    typeSlug: 'pharmacy',
    ownership: 'private',
    level: 'primary',
    family: 'private',
    hours: [
      ['extended', 0.6],
      ['late-pharmacy', 0.15],
      ['office', 0.18],
      ['always', 0.07],
    ],
    services: odds(
      `pharmacy 1, malaria-testing-and-treatment .3, family-planning .3, hypertension-clinic .1`,
    ),
    specialties: [],
    nhia: 0.1,
    stateScheme: 0.05,
    hmos: [0, 5],
    awards: [],
    contact: { phone: 1, email: 0.5, website: 0.25 },
    popularity: 1,
    doctorPools: [],
  },
  mission: {
    typeSlug: 'mission-hospital',
    ownership: 'faith_based',
    level: 'secondary',
    family: 'mission',
    hours: [
      ['always', 0.9],
      ['office', 0.1],
    ],
    services: scaled(hospitalServices, 0.9),
    specialties: scaled(hospitalSpecialties, 0.8),
    nhia: 0.75,
    stateScheme: 0.4,
    hmos: [2, 8],
    awards: odds(`baby-friendly-hospital .15, safecare-certified .1, nhia-accredited .75`),
    contact: { phone: 1, email: 0.7, website: 0.3 },
    popularity: 4,
    doctorPools: ['hospital', 'maternity'],
  },
  'ngo-clinic': {
    typeSlug: 'clinic',
    ownership: 'ngo',
    level: 'primary',
    family: 'ngo',
    hours: [
      ['office', 0.9],
      ['public-weekdays', 0.1],
    ],
    services: odds(`
      general-outpatient .9, hiv-testing-and-counselling .8, hiv-treatment .4, family-planning .6,
      nutrition .5, malaria-testing-and-treatment .7, antenatal-care .4, immunisation .4, tb-dots .3,
      mental-health .15
    `),
    specialties: odds(`general-practice .7, public-health .5`),
    nhia: 0.2,
    stateScheme: 0.2,
    hmos: [0, 2],
    awards: odds(`safecare-certified .05`),
    contact: { phone: 0.9, email: 0.8, website: 0.6 },
    popularity: 0.5,
    doctorPools: ['primary'],
  },
  // One of each of the following per state at most (see plan.ts), named after the state or its capital.
  'federal-medical-centre': {
    typeSlug: 'federal-medical-centre',
    ownership: 'public',
    level: 'tertiary',
    family: 'landmark',
    hours: [['always', 1]],
    services: scaled(tertiaryServices, 0.9),
    specialties: scaled(allHospitalSpecialties, 0.8),
    nhia: 0.98,
    stateScheme: 0.7,
    hmos: [4, 12],
    awards: odds(`
      nhia-accredited .95, residency-training-accredited .85, centre-of-excellence .2, baby-friendly-hospital .2,
      iso-9001-certified .05, iso-15189-accredited-laboratory .1
    `),
    contact: noPhoneless,
    popularity: 8,
    doctorPools: ['hospital', 'tertiary', 'psychiatric'],
  },
  'federal-teaching-hospital': {
    typeSlug: 'teaching-hospital',
    ownership: 'public',
    level: 'tertiary',
    family: 'landmark',
    hours: [['always', 1]],
    services: tertiaryServices,
    specialties: allHospitalSpecialties,
    nhia: 0.98,
    stateScheme: 0.7,
    hmos: [5, 14],
    awards: odds(`
      nhia-accredited .95, residency-training-accredited 1, centre-of-excellence .4, baby-friendly-hospital .2,
      iso-9001-certified .08, iso-15189-accredited-laboratory .15
    `),
    contact: noPhoneless,
    popularity: 8,
    doctorPools: ['hospital', 'tertiary', 'psychiatric'],
  },
  'state-teaching-hospital': {
    typeSlug: 'teaching-hospital',
    ownership: 'public',
    level: 'tertiary',
    family: 'landmark',
    hours: [['always', 1]],
    services: scaled(tertiaryServices, 0.92),
    specialties: scaled(allHospitalSpecialties, 0.85),
    nhia: 0.95,
    stateScheme: 0.9,
    hmos: [4, 12],
    awards: odds(`
      nhia-accredited .95, residency-training-accredited .95, centre-of-excellence .15, baby-friendly-hospital .2
    `),
    contact: noPhoneless,
    popularity: 7,
    doctorPools: ['hospital', 'tertiary', 'psychiatric'],
  },
  'state-specialist-hospital': {
    typeSlug: 'specialist-hospital',
    ownership: 'public',
    level: 'secondary',
    family: 'landmark',
    hours: [['always', 1]],
    services: [
      ...scaled(hospitalServices, 1.1),
      ...odds(`ct-scan .4, dialysis .4, intensive-care .4`),
    ].filter(([slug], index, all) => all.findIndex(([other]) => other === slug) === index),
    specialties: scaled(allHospitalSpecialties, 0.6),
    nhia: 0.9,
    stateScheme: 0.85,
    hmos: [2, 8],
    awards: odds(`nhia-accredited .9, residency-training-accredited .4, baby-friendly-hospital .15`),
    contact: noPhoneless,
    popularity: 5,
    doctorPools: ['hospital', 'tertiary'],
  },
  'neuropsychiatric-hospital': {
    typeSlug: 'psychiatric-hospital',
    ownership: 'public',
    level: 'tertiary',
    family: 'landmark',
    hours: [['always', 1]],
    services: odds(`
      general-outpatient .9, mental-health 1, emergency-care .8, inpatient-admission 1, laboratory .9,
      pharmacy 1, ecg .4, medical-check-up .3, hiv-testing-and-counselling .5, physiotherapy .2
    `),
    specialties: odds(
      `psychiatry 1, neurology .5, general-practice .6, public-health .2, nutrition-and-dietetics .2`,
    ),
    nhia: 0.9,
    stateScheme: 0.4,
    hmos: [1, 5],
    awards: odds(`nhia-accredited .9, residency-training-accredited .8, centre-of-excellence .2`),
    contact: noPhoneless,
    popularity: 3,
    doctorPools: ['psychiatric'],
  },
  'military-hospital': {
    typeSlug: 'military-hospital',
    ownership: 'military',
    level: 'secondary',
    family: 'landmark',
    hours: [['always', 1]],
    services: scaled(hospitalServices, 1),
    specialties: hospitalSpecialties,
    nhia: 0.85,
    stateScheme: 0.2,
    hmos: [1, 4],
    awards: odds(`nhia-accredited .85, residency-training-accredited .1`),
    contact: { phone: 1, email: 0.6, website: 0.3 },
    popularity: 3,
    doctorPools: ['hospital'],
  },
} satisfies Record<string, Omit<FacilityProfile, 'id'>>;

export type FacilityProfileId = keyof typeof profiles;

/** All profiles, in a fixed order; a facility's plan stores the index into this list. */
export const facilityProfiles: readonly FacilityProfile[] = Object.entries(profiles).map(([id, profile]) => ({
  id,
  ...(profile as Omit<FacilityProfile, 'id'>),
}));

export const profileIndex = (id: FacilityProfileId): number =>
  facilityProfiles.findIndex((profile) => profile.id === id);

/** Profiles a state has at most one of, placed in its capital. */
export const LANDMARK_PROFILES: readonly FacilityProfileId[] = [
  'federal-medical-centre',
  'federal-teaching-hospital',
  'state-teaching-hospital',
  'state-specialist-hospital',
  'neuropsychiatric-hospital',
  'military-hospital',
];

/** Share of each ordinary profile among a state's facilities, before zone and town adjustments. */
export const BASE_PROFILE_WEIGHTS: Readonly<Partial<Record<FacilityProfileId, number>>> = {
  phc: 24,
  'primary-health-clinic': 7,
  'health-post': 6,
  dispensary: 2,
  'comprehensive-health-centre': 2.5,
  'cottage-hospital': 1,
  'general-hospital': 4,
  'private-hospital': 12,
  'private-specialist-hospital': 1.5,
  clinic: 12,
  'maternity-home': 5,
  'diagnostic-centre': 4,
  'dental-clinic': 2.5,
  'eye-clinic': 2,
  pharmacy: 8,
  mission: 3,
  'ngo-clinic': 1,
};

export const PRIVATE_PROFILES: readonly FacilityProfileId[] = [
  'private-hospital',
  'private-specialist-hospital',
  'clinic',
  'maternity-home',
  'diagnostic-centre',
  'dental-clinic',
  'eye-clinic',
  'pharmacy',
];
