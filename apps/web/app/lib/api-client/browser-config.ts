/** Public settings the server renders into the page for browser code (never secrets beyond the public api key). */
export interface CareFinderBrowserConfig {
  apiBaseUrl: string;
  apiKey: string;
}

export const BROWSER_CONFIG_GLOBAL = '__CAREFINDER_CONFIG__';

declare global {
  interface Window {
    __CAREFINDER_CONFIG__?: CareFinderBrowserConfig;
  }
}

export function readBrowserConfig(): CareFinderBrowserConfig {
  const config = typeof window === 'undefined' ? undefined : window.__CAREFINDER_CONFIG__;
  if (typeof config?.apiBaseUrl !== 'string' || typeof config.apiKey !== 'string') {
    throw new Error(
      `window.${BROWSER_CONFIG_GLOBAL} is missing; the server must inject it before client code runs.`,
    );
  }
  return config;
}
