import { openingStatus, type FacilityDetail } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { HttpProblem } from '../../lib/problem.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findProviderSummariesAtFacility } from '../affiliations/service.ts';
import { findListingTerms } from '../taxonomies/service.ts';
import { termsOfKind } from '../taxonomies/terms.ts';
import { presentPlace } from '../../lib/place.ts';
import { findFacilityPhotos, findFacilityRow, findOpeningHours } from './repository.ts';

type FacilityRow = NonNullable<Awaited<ReturnType<typeof findFacilityRow>>>['facility'];

/** Provenance of a registry-derived listing; null for listings that did not come from a dataset. */
function provenanceOf(facility: FacilityRow): FacilityDetail['provenance'] {
  if (facility.sourceDataset === null || facility.sourceId === null) return null;
  return {
    dataset: facility.sourceDataset,
    licence: facility.sourceLicence ?? '',
    sourceId: facility.sourceId,
    lastUpdated: facility.sourceLastUpdated,
  };
}

/**
 * Everything a facility page shows, in five queries run together (no query per provider or term), with
 * today's opening status in Nigeria at `now`. Unknown and malformed ids are both 404.
 */
export async function getFacilityDetail(db: Database, id: string, now: Date): Promise<FacilityDetail> {
  if (!isUuid(id)) throw new HttpProblem(404, 'No facility has this id.');
  const [row, hours, terms, photos, providers] = await Promise.all([
    findFacilityRow(db, id),
    findOpeningHours(db, id),
    findListingTerms(db, 'facility', id),
    findFacilityPhotos(db, id),
    findProviderSummariesAtFacility(db, id),
  ]);
  if (!row) throw new HttpProblem(404, 'No facility has this id.');
  const { facility } = row;
  return {
    id: facility.id,
    name: facility.name,
    facilityType:
      row.typeSlug !== null && row.typeName !== null ? { slug: row.typeSlug, name: row.typeName } : null,
    ownership: facility.ownership,
    ownershipDetail: facility.ownershipDetail,
    level: facility.level,
    nhfrUid: facility.nhfrUid,
    nhfrCode: facility.nhfrCode,
    place: presentPlace({ ...row, ...facility }),
    phones: facility.phones,
    email: facility.email,
    website: facility.website,
    openingHours: hours,
    openingStatus: openingStatus(hours, now),
    services: termsOfKind(terms, 'services'),
    specialties: termsOfKind(terms, 'specialties'),
    insurance: termsOfKind(terms, 'insurance'),
    awards: termsOfKind(terms, 'awards'),
    photos,
    providers: providers.map(({ firstName, lastName, ...provider }) => ({
      ...provider,
      name: `${firstName} ${lastName}`,
    })),
    averageRating: facility.averageRating,
    reviewsCount: facility.reviewsCount,
    lastVerifiedAt: facility.lastVerifiedAt?.toISOString() ?? null,
    status: facility.status,
    isDemo: facility.isDemo,
    provenance: provenanceOf(facility),
    updatedAt: facility.updatedAt.toISOString(),
  };
}

export { findFacilityMembership } from './repository.ts';
