import type { TaxonomyKind } from '@carefinder/contracts';

/** What the generic admin list page needs to know about one of the nine lists. */
export interface AdminListConfig {
  kind: TaxonomyKind;
  /** The page's path, spec §2. */
  path: string;
  /** The page's heading, e.g. "Services". */
  title: string;
  /** One entry, in a sentence: "Add a service", "Delete this service?". */
  singular: string;
  /** What the list is for, under the heading. */
  description: string;
  /** Which listings carry entries of this list (facility types are never a provider's). */
  carriedBy: ReadonlyArray<'facilities' | 'providers'>;
}

const list = (
  kind: TaxonomyKind,
  title: string,
  singular: string,
  description: string,
  carriedBy: AdminListConfig['carriedBy'] = ['facilities', 'providers'],
): AdminListConfig => ({ kind, path: `/admin/${kind}`, title, singular, description, carriedBy });

/** The nine lists ADMIN curates (spec §2 admin sub-pages), in the dashboard's order. */
export const ADMIN_LISTS: readonly AdminListConfig[] = [
  list('facility-types', 'Facility types', 'facility type', 'What kind of place a facility is.', [
    'facilities',
  ]),
  list('services', 'Services', 'service', 'What facilities offer, such as antenatal care or dialysis.'),
  list('specialties', 'Specialties', 'specialty', 'Fields of medicine of facilities and doctors.'),
  list('conditions', 'Conditions', 'condition', 'Conditions doctors treat.'),
  list('procedures', 'Procedures', 'procedure', 'Procedures doctors perform.'),
  list('insurance', 'Insurance and HMOs', 'insurer or HMO', 'Insurers and HMOs a listing accepts.'),
  list('practice-areas', 'Practice areas', 'practice area', 'How and where doctors practise.'),
  list('qualities', 'Qualities', 'quality', 'What patients say a doctor is like.'),
  list('awards', 'Awards', 'award', 'Awards facilities and doctors have received.'),
];

/** The list an admin page's path names, e.g. /admin/services → services. */
export function adminListAt(pathname: string): AdminListConfig | undefined {
  return ADMIN_LISTS.find((config) => pathname.replace(/\/+$/, '') === config.path);
}
