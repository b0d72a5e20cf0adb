import type { CareFinderBrowserConfig } from './api-client/browser-config';

/** The web server's settings; the only place apps/web reads process.env. */
export const webServerConfig = {
  /** Where server loaders reach the API. */
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3000/api',
  /** Identifies this client app to the API (spec §7); not a secret. */
  apiKey: process.env.API_KEY ?? 'carefinder-web',
  /** Where browsers reach the API. */
  publicApiUrl: process.env.PUBLIC_API_URL ?? '/api',
};

export const browserConfig: CareFinderBrowserConfig = {
  apiBaseUrl: webServerConfig.publicApiUrl,
  apiKey: webServerConfig.apiKey,
};
