import { providerDetailSchema } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';
import type { Locale } from '~/lib/i18n/locales';
import { termsNamedIn } from '~/lib/term-names.server';

/** GET /api/providers/:id (404 → the page's 404), its terms named in the page's language. */
export async function loadProvider(id: string, locale: Locale) {
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
    provider: {
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
    },
  };
}

export type ProviderLoaderData = Awaited<ReturnType<typeof loadProvider>>;
export type ProviderView = ProviderLoaderData['provider'];
