import { providerDetailSchema } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import type { Locale } from '~/lib/i18n/locales';
import { serializeJsonLd } from '~/lib/structured-data';
import { termsNamedIn } from '~/lib/term-names.server';
import { providerJsonLd } from './provider-json-ld';

/** GET /api/providers/:id (404 → the page's 404), its terms named in the page's language. */
async function providerInLanguage(id: string, locale: Locale) {
  const [provider, ...named] = await Promise.all([
    fetchForPage(`/providers/${encodeURIComponent(id)}`, providerDetailSchema),
    termsNamedIn(locale, 'specialties'),
    termsNamedIn(locale, 'practice-areas'),
    termsNamedIn(locale, 'conditions'),
    termsNamedIn(locale, 'procedures'),
    termsNamedIn(locale, 'qualities'),
    termsNamedIn(locale, 'insurance'),
    termsNamedIn(locale, 'awards'),
    termsNamedIn(locale, 'facility-types'),
  ]);
  const [specialties, practiceAreas, conditions, procedures, qualities, insurance, awards, facilityTypes] =
    named;
  return {
    ...provider,
    specialties: provider.specialties.map(specialties),
    practiceAreas: provider.practiceAreas.map(practiceAreas),
    conditions: provider.conditions.map(conditions),
    procedures: provider.procedures.map(procedures),
    qualities: provider.qualities.map(qualities),
    insurance: provider.insurance.map(insurance),
    awards: provider.awards.map(awards),
    facilities: provider.facilities.map((facility) => ({
      ...facility,
      facilityType: facility.facilityType && facilityTypes(facility.facilityType),
    })),
  };
}

export type ProviderView = Awaited<ReturnType<typeof providerInLanguage>>;

/** A provider's page data, with its schema.org data built here: the browser gets the text. */
export async function loadProvider(id: string, locale: Locale, siteUrl: string) {
  const provider = await providerInLanguage(id, locale);
  return { provider, jsonLd: serializeJsonLd(providerJsonLd(provider, siteUrl)) };
}

export type ProviderLoaderData = Awaited<ReturnType<typeof loadProvider>>;
