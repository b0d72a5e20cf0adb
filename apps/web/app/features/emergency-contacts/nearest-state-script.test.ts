// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showNearestState, type NearestStateOptions } from './nearest-state-script';

const OPTIONS: NearestStateOptions = {
  templateId: 'state-without-numbers',
  storageKey: 'persist:location',
  configGlobal: '__TEST_CONFIG__',
  label: ' (nearest to your location)',
};

const CAPITALS = {
  items: [
    { alias: 'lagos', capitalLatitude: 6.6018, capitalLongitude: 3.3515 },
    { alias: 'kano', capitalLatitude: 12.0022, capitalLongitude: 8.592 },
    { alias: 'rivers', capitalLatitude: 4.8156, capitalLongitude: 7.0498 },
  ],
};

const fetchStates = vi.fn(async () => new Response(JSON.stringify(CAPITALS)));

function keepPosition(latitude: number, longitude: number) {
  // As redux-persist stores the location slice: each field JSON-encoded.
  localStorage.setItem(
    'persist:location',
    JSON.stringify({ latitude: JSON.stringify(latitude), longitude: JSON.stringify(longitude) }),
  );
}

const stateHeadings = () =>
  [...document.querySelectorAll('section[data-state] h3')].map((h) => h.textContent);

/** Until the fetch and its answer have been read. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchStates);
  (window as unknown as Record<string, unknown>).__TEST_CONFIG__ = { apiBaseUrl: '/api', apiKey: 'k' };
  document.body.innerHTML = `
    <select id="state"><option value="">Choose a state</option><option value="kano">Kano</option>
      <option value="lagos">Lagos</option><option value="rivers">Rivers</option></select>
    <section data-state="kano"><h3>Kano</h3></section>
    <section data-state="lagos"><h3>Lagos</h3></section>
    <section data-state="rivers"><h3>Rivers</h3></section>
    <template id="state-without-numbers"><section data-state="" aria-labelledby="state-"><h3 id="state-">
      <span data-state-name=""></span></h3><p>No numbers for <span data-state-name=""></span> yet.</p></section>
    </template>`;
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  fetchStates.mockClear();
});

describe('showNearestState', () => {
  it('puts the state whose capital is nearest first, says so and picks it', async () => {
    keepPosition(4.9, 6.9);
    showNearestState(OPTIONS);
    await settled();
    expect(fetchStates).toHaveBeenCalledWith('/api/states', { headers: { 'x-api-key': 'k' } });
    expect(stateHeadings()).toEqual(['Rivers (nearest to your location)', 'Kano', 'Lagos']);
    expect((document.getElementById('state') as HTMLSelectElement).value).toBe('rivers');
  });

  it('marks the first state in its place when it is the nearest', async () => {
    keepPosition(11.8, 8.3);
    showNearestState(OPTIONS);
    await settled();
    expect(stateHeadings()).toEqual(['Kano (nearest to your location)', 'Lagos', 'Rivers']);
  });

  it('shows a state without numbers from its template, named, first', async () => {
    document.querySelector('section[data-state="rivers"]')?.remove();
    keepPosition(4.9, 6.9);
    showNearestState(OPTIONS);
    await settled();
    expect(stateHeadings().map((heading) => heading?.replace(/\s+/g, ' ').trim())).toEqual([
      'Rivers (nearest to your location)',
      'Kano',
      'Lagos',
    ]);
    const shown = document.querySelector('section[data-state="rivers"]');
    expect(shown?.getAttribute('aria-labelledby')).toBe('state-rivers');
    expect(shown?.querySelector('h3')?.id).toBe('state-rivers');
    expect(shown?.querySelector('p')?.textContent).toBe('No numbers for Rivers yet.');
  });

  it('leaves the page as it is without a stored position, or when the API cannot be reached', async () => {
    showNearestState(OPTIONS);
    await settled();
    expect(fetchStates).not.toHaveBeenCalled();
    keepPosition(4.9, 6.9);
    fetchStates.mockRejectedValueOnce(new TypeError('offline'));
    showNearestState(OPTIONS);
    await settled();
    expect(stateHeadings()).toEqual(['Kano', 'Lagos', 'Rivers']);
  });
});
