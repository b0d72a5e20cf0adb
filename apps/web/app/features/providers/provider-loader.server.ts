import { providerDetailSchema } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';

/** GET /api/providers/:id (404 → the page's 404). */
export async function loadProvider(id: string) {
  return { provider: await fetchForPage(`/providers/${encodeURIComponent(id)}`, providerDetailSchema) };
}

export type ProviderLoaderData = Awaited<ReturnType<typeof loadProvider>>;
export type ProviderView = ProviderLoaderData['provider'];
