import { facilityDetailSchema, wallClockInNigeria } from '@carefinder/contracts';
import type { FacilityDetail } from '@carefinder/contracts';
import { redirect } from 'react-router';
import { fetchForPage } from '~/lib/api.server';
import { mapTileSettings } from '~/lib/config.server';
import { toPhoneLink } from '~/lib/format/phone';
import type { PhoneLink } from '~/lib/format/phone';

/** A facility as its page renders it: phones already formatted, so the page needs no phone library. */
export type FacilityView = Omit<FacilityDetail, 'phones'> & { phones: PhoneLink[] };

/**
 * GET /api/facilities/:id (404 → the page's 404), with today's weekday in Nigeria and the map settings. The
 * API answers a facility merged into another with a 301 that the client follows: the page then answers 301
 * to the kept facility's page.
 */
export async function loadFacility(id: string, now = new Date()) {
  const facility = await fetchForPage(`/facilities/${encodeURIComponent(id)}`, facilityDetailSchema);
  if (facility.id !== id) throw redirect(`/facilities/${encodeURIComponent(facility.id)}`, 301);
  const view: FacilityView = { ...facility, phones: facility.phones.map(toPhoneLink) };
  return {
    facility: view,
    today: wallClockInNigeria(now).day,
    map: mapTileSettings(),
  };
}

export type FacilityLoaderData = Awaited<ReturnType<typeof loadFacility>>;
