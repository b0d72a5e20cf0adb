import type { TaxonomyKind } from '@carefinder/contracts';

/** One of the taxonomies (the back office calls them lists) as its admin page shows it. */
export interface TaxonomyPage {
  kind: TaxonomyKind;
  /** The page's path, spec §2. */
  path: string;
  /** The page's heading, e.g. "Services". */
  title: string;
  /** One entry, in a sentence: "Add a service", "Delete this service?". */
  singular: string;
  /** Its entries, in a sentence: "All services", "Search insurers and HMOs". */
  plural: string;
  /** What the list is for, under the heading. */
  description: string;
  /** Which listings carry entries of this list (facility types are never a provider's). */
  carriedBy: ReadonlyArray<'facilities' | 'providers'>;
}

const taxonomy = (
  kind: TaxonomyKind,
  title: string,
  [singular, plural]: [string, string],
  description: string,
  carriedBy: TaxonomyPage['carriedBy'] = ['facilities', 'providers'],
): TaxonomyPage => ({ kind, path: `/admin/${kind}`, title, singular, plural, description, carriedBy });

/** The lists ADMIN curates (spec §2's nine admin sub-pages, and the emergency capabilities), in the dashboard's order. */
export const TAXONOMY_PAGES: readonly TaxonomyPage[] = [
  taxonomy(
    'facility-types',
    'Facility types',
    ['facility type', 'facility types'],
    'What kind of place a facility is.',
    ['facilities'],
  ),
  taxonomy(
    'services',
    'Services',
    ['service', 'services'],
    'What facilities offer, such as antenatal care or dialysis.',
  ),
  taxonomy(
    'specialties',
    'Specialties',
    ['specialty', 'specialties'],
    'Fields of medicine of facilities and doctors.',
  ),
  taxonomy('conditions', 'Conditions', ['condition', 'conditions'], 'Conditions doctors treat.'),
  taxonomy('procedures', 'Procedures', ['procedure', 'procedures'], 'Procedures doctors perform.'),
  taxonomy(
    'insurance',
    'Insurance and HMOs',
    ['insurer or HMO', 'insurers and HMOs'],
    'Insurers and HMOs a listing accepts.',
  ),
  taxonomy(
    'practice-areas',
    'Practice areas',
    ['practice area', 'practice areas'],
    'How and where doctors practise.',
  ),
  taxonomy('qualities', 'Qualities', ['quality', 'qualities'], 'What patients say a doctor is like.'),
  taxonomy('awards', 'Awards', ['award', 'awards'], 'Awards facilities and doctors have received.'),
  taxonomy(
    'capabilities',
    'Emergency capabilities',
    ['capability', 'capabilities'],
    'What a facility can do in an emergency; each facility dates when it was last confirmed.',
    ['facilities'],
  ),
];
