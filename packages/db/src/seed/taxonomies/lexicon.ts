import type { Language, LexiconMeaningKind } from '@carefinder/contracts';

type Meaning = readonly [LexiconMeaningKind, string];

const HOSPITAL: Meaning = ['facility-types', 'general-hospital'];
const PHARMACY: Meaning = ['facility-types', 'pharmacy'];
const MATERNITY: Meaning = ['facility-types', 'maternity-home'];
const HEALTH_CENTRE: Meaning = ['facility-types', 'primary-health-centre'];
const CLINIC: Meaning = ['facility-types', 'clinic'];
const DENTIST: Meaning = ['specialties', 'dentistry'];
const CHILDREN_DOCTOR: Meaning = ['specialties', 'paediatrics'];
const EYE_DOCTOR: Meaning = ['specialties', 'ophthalmology'];
const EMERGENCY: Meaning = ['services', 'emergency-care'];
const AMBULANCE: Meaning = ['services', 'ambulance'];
const BLOOD: Meaning = ['services', 'blood-bank'];
const HIV_TEST: Meaning = ['services', 'hiv-testing-and-counselling'];
const MALARIA: Meaning = ['services', 'malaria-testing-and-treatment'];
const VACCINATION: Meaning = ['services', 'immunisation'];
const ANTENATAL: Meaning = ['services', 'antenatal-care'];

/**
 * The starting search lexicon: how people ask for the common needs in each language, where the entry's
 * own names (names-in-languages.ts) do not already say it. First drafts, written without a native speaker and
 * not yet reviewed by one (docs/translating.md): each starts with no reviewer, and ADMIN corrects and adds
 * phrases at /admin/search-lexicon.
 */
export const startingLexicon: Readonly<Record<Language, readonly (readonly [string, Meaning])[]>> = {
  en: [
    ['where to give birth', MATERNITY],
    ['health centre', HEALTH_CENTRE],
    ['kids doctor', CHILDREN_DOCTOR],
    ['eye doctor', EYE_DOCTOR],
    ['blood transfusion', BLOOD],
    ['hiv test', HIV_TEST],
    ['malaria test', MALARIA],
    ['vaccination', VACCINATION],
  ],
  ha: [
    ['asibiti', HOSPITAL],
    ['shagon magani', PHARMACY],
    ['wurin haihuwa', MATERNITY],
    ['cibiyar lafiya', HEALTH_CENTRE],
    ['likitan hakori', DENTIST],
    ['likitan yara', CHILDREN_DOCTOR],
    ['likitan ido', EYE_DOCTOR],
    ['gaggawa', EMERGENCY],
    ['motar asibiti', AMBULANCE],
    ['karin jini', BLOOD],
    ['gwajin kanjamau', HIV_TEST],
    ['zazzabin cizon sauro', MALARIA],
    ['allurar rigakafi', VACCINATION],
    ['awon ciki', ANTENATAL],
  ],
  yo: [
    ['ile iwosan', HOSPITAL],
    ['ile itaja oogun', PHARMACY],
    ['ile abiyamo', MATERNITY],
    ['ibudo ilera', HEALTH_CENTRE],
    ['onisegun eyin', DENTIST],
    ['dokita omode', CHILDREN_DOCTOR],
    ['dokita oju', EYE_DOCTOR],
    ['pajawiri', EMERGENCY],
    ['oko alaisan', AMBULANCE],
    ['ifunni eje', BLOOD],
    ['ayewo hiv', HIV_TEST],
    ['ayewo iba', MALARIA],
    ['abere ajesara', VACCINATION],
    ['itoju oyun', ANTENATAL],
  ],
  ig: [
    ['ulo ogwu', HOSPITAL],
    ['ebe a na-ere ogwu', PHARMACY],
    ['ebe a na-amu nwa', MATERNITY],
    ['ebe ahuike', HEALTH_CENTRE],
    ['dokita eze', DENTIST],
    ['dokita umuaka', CHILDREN_DOCTOR],
    ['dokita anya', EYE_DOCTOR],
    ['mberede', EMERGENCY],
    ['ugbo ala ndi oria', AMBULANCE],
    ['obara', BLOOD],
    ['nnwale hiv', HIV_TEST],
    ['nnwale ịba', MALARIA],
    ['ogwu mgbochi oria', VACCINATION],
    ['nlekota ime', ANTENATAL],
  ],
  pcm: [
    ['gofment hospital', HOSPITAL],
    ['medicine shop', PHARMACY],
    ['where to born', MATERNITY],
    ['small clinic', CLINIC],
    ['teeth doctor', DENTIST],
    ['pikin doctor', CHILDREN_DOCTOR],
    ['belle check', ANTENATAL],
    ['pikin injection', VACCINATION],
    // The English words are Pidgin's too: said here, they read as the entry they mean.
    ['emergency', EMERGENCY],
    ['ambulance', AMBULANCE],
    ['blood', BLOOD],
    ['hiv test', HIV_TEST],
    ['malaria', MALARIA],
  ],
};
