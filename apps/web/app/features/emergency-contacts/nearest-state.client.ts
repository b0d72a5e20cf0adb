import { readBrowserConfig } from '~/lib/api-client/browser-config';
import { nearestState } from './view';

interface StateAnswer {
  items: { alias: string; name: string; capitalLatitude: number; capitalLongitude: number }[];
}

/**
 * The alias of the state whose capital is nearest a stored position, from GET /api/states. Its own chunk,
 * loaded only for a visitor with a stored position: the capitals stay out of the page's HTML (DESIGN §6:
 * /emergency-contacts ≤ 10 KB). Undefined when the API cannot be reached (the page then keeps its order).
 */
export async function loadNearestStateAlias(position: {
  latitude: number;
  longitude: number;
}): Promise<string | undefined> {
  try {
    const { apiBaseUrl, apiKey } = readBrowserConfig();
    const response = await fetch(`${apiBaseUrl}/states`, { headers: { 'x-api-key': apiKey } });
    if (!response.ok) return undefined;
    const { items } = (await response.json()) as StateAnswer;
    const capitals = items.map(({ alias, name, capitalLatitude, capitalLongitude }) => ({
      alias,
      name,
      latitude: capitalLatitude,
      longitude: capitalLongitude,
    }));
    return nearestState(capitals, position)?.alias;
  } catch {
    return undefined;
  }
}
