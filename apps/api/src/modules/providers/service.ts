import type { ProviderDetail } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { HttpProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import { presentPlace } from '../../lib/place.ts';
import { findFacilitySummariesOfProvider } from '../affiliations/service.ts';
import { findListingTerms } from '../taxonomies/service.ts';
import { termsOfKind } from '../taxonomies/terms.ts';
import { findProviderRow } from './repository.ts';

/** Spec §3 sample profile: accountType; every provider profile is a Provider account's listing. */
const ACCOUNT_TYPE = 'Provider';

/**
 * Everything a provider page shows (the spec's sample profile and DESIGN §3's provider fields) in three
 * queries run together. Reviews come from GET /api/providers/:id/reviews. Unknown and malformed ids are 404.
 */
export async function getProviderDetail(db: Database, id: string): Promise<ProviderDetail> {
  if (!isUuid(id)) throw new HttpProblem(404, 'No provider has this id.');
  const [row, terms, facilities] = await Promise.all([
    findProviderRow(db, id),
    findListingTerms(db, 'provider', id),
    findFacilitySummariesOfProvider(db, id),
  ]);
  if (!row) throw new HttpProblem(404, 'No provider has this id.');
  const { provider } = row;
  return {
    id: provider.id,
    name: `${provider.firstName} ${provider.lastName}`,
    title: provider.title,
    accountType: ACCOUNT_TYPE,
    bio: provider.bio,
    professionalSummary: provider.professionalSummary,
    education: provider.education,
    qualities: termsOfKind(terms, 'qualities'),
    practiceAreas: termsOfKind(terms, 'practice-areas'),
    specialties: termsOfKind(terms, 'specialties'),
    conditions: termsOfKind(terms, 'conditions'),
    procedures: termsOfKind(terms, 'procedures'),
    insurance: termsOfKind(terms, 'insurance'),
    awards: termsOfKind(terms, 'awards'),
    languages: provider.languages,
    registrationNumber: provider.registrationNumber,
    photo: provider.photoUrl ? { url: provider.photoUrl, alt: provider.photoAlt ?? '' } : null,
    place: presentPlace({ ...row, ...provider }),
    facilities: facilities.map(({ typeSlug, typeName, ...facility }) => ({
      id: facility.id,
      name: facility.name,
      facilityType: typeSlug !== null && typeName !== null ? { slug: typeSlug, name: typeName } : null,
      place: presentPlace(facility),
      averageRating: facility.averageRating,
      reviewsCount: facility.reviewsCount,
    })),
    averageRating: provider.averageRating,
    reviewsCount: provider.reviewsCount,
    isDemo: provider.isDemo,
    updatedAt: provider.updatedAt.toISOString(),
  };
}
