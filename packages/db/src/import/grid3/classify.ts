import type { FacilityLevel, FacilityOwnership } from '@carefinder/contracts';
import { taxonomySeed } from '../../seed/taxonomies/index.ts';

const knownFacilityTypes = new Set(taxonomySeed['facility-types'].map((entry) => entry.slug));

/**
 * How registry columns map to our taxonomy. The registry contradicts itself in places (README of the
 * GRID3 sample), so each mapping has a fixed order of trust, documented in docs/decisions/0004.
 */

/** Registry options, plus our own facility-type slugs so an exported file re-imports to the same types. */
const typeByOption: Record<string, string> = {
  'primary health center': 'primary-health-centre',
  'primary health centre': 'primary-health-centre',
  'primary health clinic': 'primary-health-clinic',
  'health post': 'health-post',
  'general hospital': 'general-hospital',
};

/** Name patterns, most specific first. */
const typeByName: ReadonlyArray<[RegExp, string]> = [
  [/\bteaching hospital\b/i, 'teaching-hospital'],
  [/\bfederal medical cent(?:re|er)\b/i, 'federal-medical-centre'],
  [/\b(?:neuro[- ]?)?psychiatric\b/i, 'psychiatric-hospital'],
  [/\bspecialist hospital\b/i, 'specialist-hospital'],
  [/\bcottage hospital\b/i, 'cottage-hospital'],
  [/\bgeneral hospital\b/i, 'general-hospital'],
  [/\bcomprehensive health cent(?:re|er)\b/i, 'comprehensive-health-centre'],
  [/\b(?:maternity|maternal)\b/i, 'maternity-home'],
  [/\bdental\b/i, 'dental-clinic'],
  [/\beye (?:clinic|hospital|cent(?:re|er))\b/i, 'eye-clinic'],
  [/\b(?:diagnostic|laboratory|laboratories|imaging)\b/i, 'diagnostic-centre'],
  [/\b(?:pharmacy|chemist)\b/i, 'pharmacy'],
  [/\bhealth post\b/i, 'health-post'],
  [/\b(?:primary health|phc|basic health cent(?:re|er))\b/i, 'primary-health-centre'],
  [/\bhealth clinic\b/i, 'primary-health-clinic'],
  [/\b(?:hospital|medical cent(?:re|er))\b/i, 'hospital'],
  [/\bdispensary\b/i, 'dispensary'],
  [/\b(?:clinic|health cent(?:re|er))\b/i, 'clinic'],
];

/** Every facility-type slug the importer can assign (each must exist in the taxonomy). */
export const ASSIGNABLE_FACILITY_TYPES: ReadonlySet<string> = new Set(
  [
    ...Object.values(typeByOption),
    ...typeByName.map(([, type]) => type),
    'private-hospital',
    'general-hospital',
  ].filter((type) => type !== 'hospital'),
);

const primaryCareTypes = new Set(['primary-health-centre', 'primary-health-clinic', 'health-post']);

const typicalLevel: Record<string, FacilityLevel> = {
  'primary-health-centre': 'primary',
  'primary-health-clinic': 'primary',
  'health-post': 'primary',
  'comprehensive-health-centre': 'primary',
  clinic: 'primary',
  'maternity-home': 'primary',
  dispensary: 'primary',
  'general-hospital': 'secondary',
  'cottage-hospital': 'secondary',
  'psychiatric-hospital': 'tertiary',
  'specialist-hospital': 'secondary',
  'private-hospital': 'secondary',
  'federal-medical-centre': 'tertiary',
  'teaching-hospital': 'tertiary',
};

/** Rule 1: a name that says "hospital" or a more specific type outranks a primary-care option. */
export function classifyFacilityType(
  option: string,
  name: string,
  ownership: FacilityOwnership,
): string | null {
  const optionKey = option.trim().toLowerCase();
  const optionSlug = optionKey.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const fromOption = typeByOption[optionKey] ?? (knownFacilityTypes.has(optionSlug) ? optionSlug : undefined);
  const fromName = typeByName.find(([pattern]) => pattern.test(name))?.[1];
  let type = fromOption ?? fromName ?? null;
  if (
    fromOption &&
    fromName &&
    primaryCareTypes.has(fromOption) &&
    !primaryCareTypes.has(fromName) &&
    fromName !== 'clinic'
  ) {
    type = fromName;
  }
  if (type === 'hospital') type = ownership === 'private' ? 'private-hospital' : 'general-hospital';
  return type;
}

/** Rule 2: the registry's level column, else the level digit of the NHFR code, else the type's usual level. */
export function classifyLevel(
  levelColumn: string,
  nhfrCode: string,
  facilityType: string | null,
): FacilityLevel {
  const stated = levelColumn.trim().toLowerCase();
  if (stated === 'primary' || stated === 'secondary' || stated === 'tertiary') return stated;
  const codeLevel = nhfrCode.split('/')[3];
  if (codeLevel === '1') return 'primary';
  if (codeLevel === '2') return 'secondary';
  if (codeLevel === '3') return 'tertiary';
  return (facilityType && typicalLevel[facilityType]) || 'unknown';
}

const faithWords =
  /\b(?:catholic|baptist|methodist|anglican|mission|church|ecwa|islamic|ahmadiyya|adventist|christ|st\.?|saint|holy|evangelical|apostolic|redeemed|salvation army|muslim|jama'?atu)\b/i;

export interface Ownership {
  ownership: FacilityOwnership;
  ownershipDetail: string | null;
}

/**
 * Rule 3: the finer `ownership_type` first, then the coarse `ownership`, then the ownership digit of the
 * NHFR code. Not-for-profit owners with a religious name are faith-based.
 */
export function classifyOwnership(
  ownershipColumn: string,
  ownershipType: string,
  nhfrCode: string,
  name: string,
): Ownership {
  const detail = ownershipType.trim();
  switch (detail.toLowerCase()) {
    case 'local government':
    case 'state government':
    case 'federal government':
      return { ownership: 'public', ownershipDetail: detail };
    case 'military & paramilitary formations':
      return { ownership: 'military', ownershipDetail: 'Military & paramilitary formations' };
    case 'not for profit':
      return { ownership: faithWords.test(name) ? 'faith_based' : 'ngo', ownershipDetail: 'Not for profit' };
    case 'for profit':
      return { ownership: 'private', ownershipDetail: 'For profit' };
  }
  const coarse = ownershipColumn.trim().toLowerCase();
  if (coarse === 'public') return { ownership: 'public', ownershipDetail: null };
  if (coarse === 'private') return { ownership: 'private', ownershipDetail: null };
  const codeOwnership = nhfrCode.split('/')[4];
  if (codeOwnership === '1') return { ownership: 'public', ownershipDetail: null };
  if (codeOwnership === '2') return { ownership: 'private', ownershipDetail: null };
  return { ownership: 'unknown', ownershipDetail: null };
}
