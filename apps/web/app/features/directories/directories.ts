import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchFilter } from '~/components/listing/search-href';

/** The five taxonomy lists that have a directory page (spec §2), by their API path. */
export type DirectoryKind = 'facility-types' | 'services' | 'specialties' | 'conditions' | 'procedures';

export type ListingCount = 'facilities' | 'providers';

export interface Directory {
  kind: DirectoryKind;
  /** The page's path (spec §2). */
  path: string;
  title: MessageDescriptor;
  /** Meta description and the lead under the heading. */
  description: MessageDescriptor;
  /** The /search-result filter each entry links to. */
  filter: SearchFilter;
  /** Counts always shown; another count shows too when it is not zero. */
  counts: readonly ListingCount[];
}

export const DIRECTORIES: Readonly<Record<DirectoryKind, Directory>> = {
  'facility-types': {
    kind: 'facility-types',
    path: '/facility-types-directory',
    title: msg`Facility types A–Z`,
    description: msg`Every kind of health facility in Nigeria, from primary health centres to teaching hospitals, with how many CareFinder lists.`,
    filter: 'facilityType',
    counts: ['facilities'],
  },
  services: {
    kind: 'services',
    path: '/facility-service-directory',
    title: msg`Health services A–Z`,
    description: msg`Health services offered by facilities across Nigeria, from antenatal care to X-ray, with how many facilities offer each.`,
    filter: 'service',
    counts: ['facilities'],
  },
  specialties: {
    kind: 'specialties',
    path: '/specialty-directory',
    title: msg`Medical specialties A–Z`,
    description: msg`Medical specialties in Nigeria, from anaesthesia to urology, with how many doctors and facilities CareFinder lists for each.`,
    filter: 'specialty',
    counts: ['providers', 'facilities'],
  },
  conditions: {
    kind: 'conditions',
    path: '/conditions-directory',
    title: msg`Health conditions A–Z`,
    description: msg`Health conditions, from malaria to hypertension, with how many doctors in Nigeria CareFinder lists as treating each.`,
    filter: 'condition',
    counts: ['providers'],
  },
  procedures: {
    kind: 'procedures',
    path: '/procedures-directory',
    title: msg`Medical procedures A–Z`,
    description: msg`Medical procedures, from blood transfusion to caesarean section, with how many doctors in Nigeria CareFinder lists as performing each.`,
    filter: 'procedure',
    counts: ['providers'],
  },
};

/** The counts a directory leads with, then any other count that is not zero. */
export function countsShown(
  entry: { facilityCount: number; providerCount: number },
  shown: readonly ListingCount[],
): ListingCount[] {
  const value = (count: ListingCount) => (count === 'facilities' ? entry.facilityCount : entry.providerCount);
  return [
    ...shown,
    ...(['facilities', 'providers'] as const).filter((count) => !shown.includes(count) && value(count) > 0),
  ];
}
