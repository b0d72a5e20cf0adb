import { describe, expect, it } from 'vitest';
import { nigerianStates } from '../../reference/nigeria.ts';
import { taxonomySeed } from '../../seed/taxonomies/index.ts';
import {
  ASSIGNABLE_FACILITY_TYPES,
  classifyFacilityType,
  classifyLevel,
  classifyOwnership,
} from './classify.ts';
import { cleanFacilityName, comparableName } from './clean-name.ts';
import { editDistance, matchLga, matchState } from './match-place.ts';

const stateOf = (alias: string) => {
  const state = nigerianStates.find((candidate) => candidate.alias === alias);
  if (!state) throw new Error(alias);
  return state;
};

describe('cleanFacilityName', () => {
  it.each([
    ["St Martin'S Hospital", "St Martin's Hospital"],
    ["Mom'S Clinic", "Mom's Clinic"],
    ["O'Brien Medical Centre", "O'Brien Medical Centre"],
    ['Maternity and  Child Clinic', 'Maternity and Child Clinic'],
    ['Sunshine Clinic Clinic', 'Sunshine Clinic'],
    ['Primary Health Care Primary Health Care Dala', 'Primary Health Care Dala'],
    ['General Hospital General Hospital', 'General Hospital'],
    ['University Services Medical University Services Medical', 'University Services Medical'],
    ['Ungwan Prmary Health Center', 'Ungwan Primary Health Center'],
    ['  Uba Primary Health Center ', 'Uba Primary Health Center'],
    ['Kaura Health Post', 'Kaura Health Post'],
  ])('%s → %s', (raw, clean) => {
    expect(cleanFacilityName(raw)).toBe(clean);
  });

  it('compares names regardless of case, punctuation and centre/center', () => {
    expect(comparableName('Ajegunle Health Center')).toBe(comparableName('AJEGUNLE HEALTH CENTRE.'));
  });
});

describe('matchState', () => {
  it.each([
    ['Fct', 'abuja'],
    ['Akwa Ibom', 'akwa_ibom'],
    ['Cross River', 'cross_river'],
    ['Nassarawa', 'nasarawa'],
    ['lagos', 'lagos'],
  ])('%s → %s', (raw, alias) => {
    expect(matchState(raw)?.alias).toBe(alias);
  });

  it('knows no state called Atlantis', () => {
    expect(matchState('Atlantis')).toBeUndefined();
  });
});

describe('matchLga', () => {
  it.each([
    ['borno', 'Askira/Uba', 'Askira/Uba'],
    ['ogun', 'Ado Odo/Ota', 'Ado-Odo/Ota'],
    ['edo', 'Uhunmwode', 'Uhunmwonde'],
    ['kebbi', 'Arewa', 'Arewa Dandi'],
    ['niger', 'Muya', 'Munya'],
    ['lagos', 'Ikeja', 'Ikeja'],
  ])('in %s, %s → %s', (alias, raw, official) => {
    expect(matchLga(stateOf(alias), raw)).toBe(official);
  });

  it.each([
    ['borno', 'Hong'],
    ['ebonyi', 'Biase'],
    ['lagos', 'Unknown Place'],
  ])('in %s, refuses to guess %s', (alias, raw) => {
    expect(matchLga(stateOf(alias), raw)).toBeUndefined();
  });

  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('classifyFacilityType', () => {
  it.each([
    ['Primary Health Center', 'Gumsuri Primary Health Care Center', 'public', 'primary-health-centre'],
    ['Primary Health Clinic', 'Kofa Health Clinic', 'public', 'primary-health-clinic'],
    ['Health Post', 'Kaura Health Post', 'public', 'health-post'],
    ['General Hospital', 'General Hospital Bama', 'public', 'general-hospital'],
    [
      'Primary Health Center',
      'Maiduguri Federal Neuro Psychiatric Hospital',
      'public',
      'psychiatric-hospital',
    ],
    ['Unknown', 'Gidan Kwano Dispensary', 'public', 'dispensary'],
    ['Teaching Hospital', 'Lagos University Teaching Hospital', 'public', 'teaching-hospital'],
    ['Mission Hospital', 'Sacred Heart Hospital Lantoro', 'faith_based', 'mission-hospital'],
    ['Unknown', 'Alafia Medical Centre', 'private', 'private-hospital'],
    ['Unknown', 'Mercy Maternity Home', 'private', 'maternity-home'],
    ['Unknown', 'Yhc', 'unknown', null],
  ] as const)('%s + "%s" (%s) → %s', (option, name, ownership, type) => {
    expect(classifyFacilityType(option, name, ownership)).toBe(type);
  });
});

describe('facility types the importer assigns', () => {
  it('all exist in the seeded facility-types taxonomy', () => {
    const known = new Set(taxonomySeed['facility-types'].map((entry) => entry.slug));
    expect([...ASSIGNABLE_FACILITY_TYPES].filter((slug) => !known.has(slug))).toEqual([]);
  });
});

describe('classifyLevel', () => {
  it.each([
    ['Secondary', '08/07/1/1/1/0030', 'primary-health-centre', 'secondary'],
    ['Unknown', '08/07/1/3/1/0030', null, 'tertiary'],
    ['Unknown', '', 'general-hospital', 'secondary'],
    ['Unknown', '', null, 'unknown'],
  ] as const)('%s, code %s, type %s → %s', (level, code, type, expected) => {
    expect(classifyLevel(level, code, type)).toBe(expected);
  });
});

describe('classifyOwnership', () => {
  it.each([
    [
      'Public',
      'Local Government',
      '',
      'Uba PHC',
      { ownership: 'public', ownershipDetail: 'Local Government' },
    ],
    ['Private', 'For Profit', '', 'Alafia Clinic', { ownership: 'private', ownershipDetail: 'For profit' }],
    [
      'Public',
      'Not For Profit',
      '',
      "St Mary's Catholic Hospital",
      { ownership: 'faith_based', ownershipDetail: 'Not for profit' },
    ],
    [
      'Public',
      'Not For Profit',
      '',
      'Community Care Clinic',
      { ownership: 'ngo', ownershipDetail: 'Not for profit' },
    ],
    [
      'Public',
      'Military & Paramilitary formations',
      '',
      'Barracks Clinic',
      { ownership: 'military', ownershipDetail: 'Military & paramilitary formations' },
    ],
    ['Unknown', 'Unknown', '14/09/1/1/2/0029', 'X', { ownership: 'private', ownershipDetail: null }],
    ['Unknown', 'Unknown', '', 'X', { ownership: 'unknown', ownershipDetail: null }],
  ] as const)('%s / %s / %s / %s', (coarse, fine, code, name, expected) => {
    expect(classifyOwnership(coarse, fine, code, name)).toEqual(expected);
  });
});
