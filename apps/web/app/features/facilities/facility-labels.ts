import type { FacilityLevel, FacilityOwnership } from '@carefinder/contracts';
import { LEVEL_LABELS, OWNERSHIP_LABELS } from '~/components/listing/facility-classification';

/** "Clinic · Public (Local Government) · Primary care": what is known of type, ownership and level. */
export function facilityKindLine(facility: {
  facilityType: { name: string } | null;
  ownership: FacilityOwnership;
  ownershipDetail: string | null;
  level: FacilityLevel;
}): string {
  const ownership = OWNERSHIP_LABELS[facility.ownership];
  return [
    facility.facilityType?.name,
    ownership && facility.ownershipDetail ? `${ownership} (${facility.ownershipDetail})` : ownership,
    LEVEL_LABELS[facility.level],
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Google Maps directions to the facility: by coordinates, else by its address. */
export function directionsUrl(place: {
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  lga: { name: string } | null;
  state: { name: string } | null;
}): string | null {
  const destination =
    place.latitude !== null && place.longitude !== null
      ? `${place.latitude},${place.longitude}`
      : place.address
        ? encodeURIComponent(
            [place.address, place.lga?.name, place.state?.name, 'Nigeria'].filter(Boolean).join(', '),
          )
        : null;
  return destination ? `https://www.google.com/maps/dir/?api=1&destination=${destination}` : null;
}

/** A website as a link target: listings store it as typed, sometimes without the scheme. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}
