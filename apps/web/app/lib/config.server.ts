import type { CareFinderBrowserConfig } from './api-client/browser-config';

/** The web server's settings; the only place apps/web reads process.env. */
export const webServerConfig = {
  /** Where server loaders reach the API. */
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3000/api',
  /** Identifies this client app to the API (spec §7); not a secret. */
  apiKey: process.env.API_KEY ?? 'carefinder-web',
  /** Set by the one-process server: its API spares the loaders' calls from load shedding (never sent to browsers). */
  renderPass: process.env.API_RENDER_PASS,
  /** Where browsers reach the API. */
  publicApiUrl: process.env.PUBLIC_API_URL ?? '/api',
  /** Map tiles of the on-request facility map ({z}/{x}/{y} template); the CSP allows any https image. */
  mapTileUrl: process.env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  /** The tile provider's required credit (HTML), shown in the map's corner. */
  mapTileAttribution:
    process.env.MAP_TILE_ATTRIBUTION ||
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** The map's tile settings as pages with a map receive them (server loaders, then the browser). */
export const mapTileSettings = () => ({
  tileUrl: webServerConfig.mapTileUrl,
  attribution: webServerConfig.mapTileAttribution,
});

export const browserConfig: CareFinderBrowserConfig = {
  apiBaseUrl: webServerConfig.publicApiUrl,
  apiKey: webServerConfig.apiKey,
};
