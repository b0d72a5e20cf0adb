import type { AxiosInstance } from 'axios';
import { data } from 'react-router';
import { createApiClient } from './api-client/create-api-client';
import { createMemoryTokenStorage } from './api-client/token-storage';
import { webServerConfig } from './config.server';
import { apiErrorStatus } from './forms/form-errors';

let serverApiClient: AxiosInstance | undefined;

/**
 * The API as server loaders call it: anonymous (public pages render the same HTML for everyone), with the
 * web app's key. One instance serves every request; it holds no user state.
 */
export function getServerApiClient(): AxiosInstance {
  serverApiClient ??= createApiClient({
    baseURL: webServerConfig.apiUrl,
    apiKey: webServerConfig.apiKey,
    tokenStorage: createMemoryTokenStorage(),
  });
  return serverApiClient;
}

/** Anything with zod's `parse`; typed structurally so this module stays free of zod's types. */
interface Parser<Output> {
  parse: (input: unknown) => Output;
}

/**
 * GET an API resource for a page and check it against its contract; the API's 404 becomes the page's 404
 * (the root error boundary shows "Page not found"), any other failure the error page.
 */
export async function fetchForPage<Output>(
  path: string,
  schema: Parser<Output>,
  params?: Record<string, string | number>,
): Promise<Output> {
  try {
    const response = await getServerApiClient().get<unknown>(path, params ? { params } : undefined);
    return schema.parse(response.data);
  } catch (error) {
    if (apiErrorStatus(error) === 404) throw data(null, { status: 404 });
    throw error;
  }
}
