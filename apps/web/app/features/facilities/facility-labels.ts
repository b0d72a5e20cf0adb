import type { I18n } from '@lingui/core';
import type { FacilityLevel, FacilityOwnership } from '@carefinder/contracts';
import { LEVEL_WORDS, OWNERSHIP_WORDS } from '~/components/listing/classification-words';

/**
 * "Clinic · Public (Local Government) · Primary care": what is known of type, ownership and level, in the
 * page's language (the ownership's detail as the listing writes it).
 */
export function facilityKindLine(
  facility: {
    facilityType: { name: string } | null;
    ownership: FacilityOwnership;
    ownershipDetail: string | null;
    level: FacilityLevel;
  },
  i18n: I18n,
): string {
  const ownershipWords = OWNERSHIP_WORDS[facility.ownership];
  const levelWords = LEVEL_WORDS[facility.level];
  const ownership = ownershipWords && i18n._(ownershipWords);
  return [
    facility.facilityType?.name,
    ownership && facility.ownershipDetail ? `${ownership} (${facility.ownershipDetail})` : ownership,
    levelWords && i18n._(levelWords),
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
