import { dayInNigeria, facilityDetailSchema, wallClockInNigeria } from '@carefinder/contracts';
import type { FacilityDetail } from '@carefinder/contracts';
import { redirect } from 'react-router';
import { fetchForPage } from '~/lib/api.server';
import { mapTileSettings } from '~/lib/config.server';
import { toPhoneLink } from '~/lib/format/phone';
import type { PhoneLink } from '~/lib/format/phone';
import { localePath } from '~/lib/i18n/locale-path';
import type { Locale } from '~/lib/i18n/locales';
import { i18nFor, type PageMessages } from '~/lib/i18n/page-i18n';
import { serializeJsonLd } from '~/lib/structured-data';
import { termDescriptionsIn, termsNamedIn } from '~/lib/term-names.server';
import { datedHoursLines, readinessLines } from './dated-facts.server';
import { facilityJsonLd } from './facility-json-ld';

/** A facility as its page renders it: phones already formatted, so the page needs no phone library. */
export type FacilityView = Omit<FacilityDetail, 'phones'> & { phones: PhoneLink[] };

/**
 * GET /api/facilities/:id (404 → the page's 404), its type and terms named in the page's language, with
 * today's weekday in Nigeria, the map settings and its schema.org data (built here: the browser gets the text). The API answers a facility merged into another with a
 * 301 that the client follows: the page then answers 301 to the kept facility's page.
 */
export async function loadFacility(
  id: string,
  words: { locale: Locale; messages: PageMessages },
  siteUrl: string,
  now = new Date(),
) {
  const { locale } = words;
  const [
    facility,
    typeNamed,
    servicesNamed,
    specialtiesNamed,
    insuranceNamed,
    awardsNamed,
    capabilityNamed,
    capabilityDescribed,
  ] = await Promise.all([
    fetchForPage(`/facilities/${encodeURIComponent(id)}`, facilityDetailSchema),
    termsNamedIn(locale, 'facility-types'),
    termsNamedIn(locale, 'services'),
    termsNamedIn(locale, 'specialties'),
    termsNamedIn(locale, 'insurance'),
    termsNamedIn(locale, 'awards'),
    termsNamedIn(locale, 'capabilities'),
    termDescriptionsIn(locale, 'capabilities'),
  ]);
  if (facility.id !== id)
    throw redirect(localePath(locale, `/facilities/${encodeURIComponent(facility.id)}`), 301);
  const view: FacilityView = {
    ...facility,
    facilityType: facility.facilityType && typeNamed(facility.facilityType),
    services: facility.services.map(servicesNamed),
    specialties: facility.specialties.map(specialtiesNamed),
    insurance: facility.insurance.map(insuranceNamed),
    awards: facility.awards.map(awardsNamed),
    readiness: facility.readiness.map((entry) => ({
      ...entry,
      capability: capabilityNamed(entry.capability),
    })),
    providers: facility.providers.map((provider) => ({
      ...provider,
      specialties: provider.specialties.map(specialtiesNamed),
    })),
    phones: facility.phones.map(toPhoneLink),
  };
  const i18n = i18nFor(words);
  return {
    facility: view,
    jsonLd: serializeJsonLd(facilityJsonLd(view, `${siteUrl}/facilities/${view.id}`)),
    today: wallClockInNigeria(now).day,
    /** Dated hours holding today or to come, and what it can do in an emergency, worded. */
    datedHours: datedHoursLines(i18n, view.hoursExceptions, dayInNigeria(now), locale),
    readiness: readinessLines(i18n, view.readiness, locale, capabilityDescribed),
    map: mapTileSettings(),
  };
}

export type FacilityLoaderData = Awaited<ReturnType<typeof loadFacility>>;
