/**
 * The emergency page's only script (decision 0035): with a stored position and no state chosen, it puts the
 * state whose capital is nearest first among the states' numbers, says so, and picks it in the state picker.
 * The states' capitals come from GET /api/states, so they stay out of the page's 10 KB (DESIGN §6).
 *
 * `showNearestState` is sent as its source text (`Function.prototype.toString`), so it must use nothing but
 * its argument and browser globals.
 */
export interface NearestStateOptions {
  /** The <template> of a state's section without numbers, its name in `[data-state-name]` slots. */
  templateId: string;
  /** Where the location slice persists the visitor's position (redux-persist: each field JSON-encoded). */
  storageKey: string;
  /** The global the server writes the API's address and public key to. */
  configGlobal: string;
  /** " (nearest to your location)", in the page's language. */
  label: string;
}

export function showNearestState(options: NearestStateOptions): void {
  let position: { latitude: number; longitude: number };
  try {
    const fields = JSON.parse(localStorage.getItem(options.storageKey) ?? '{}') as Record<string, string>;
    position = {
      latitude: JSON.parse(fields.latitude ?? 'null'),
      longitude: JSON.parse(fields.longitude ?? 'null'),
    };
  } catch {
    return;
  }
  if (typeof position.latitude !== 'number' || typeof position.longitude !== 'number') return;
  const config = (window as unknown as Record<string, { apiBaseUrl: string; apiKey: string } | undefined>)[
    options.configGlobal
  ];
  if (!config) return;
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  // Great-circle distance, up to its constant factor: only the order matters.
  const distance = (latitude: number, longitude: number) => {
    const a =
      Math.sin(radians(latitude - position.latitude) / 2) ** 2 +
      Math.cos(radians(position.latitude)) *
        Math.cos(radians(latitude)) *
        Math.sin(radians(longitude - position.longitude) / 2) ** 2;
    return Math.asin(Math.sqrt(a));
  };
  fetch(`${config.apiBaseUrl}/states`, { headers: { 'x-api-key': config.apiKey } })
    .then((response) => (response.ok ? response.json() : { items: [] }))
    .then((answer: { items: { alias: string; capitalLatitude: number; capitalLongitude: number }[] }) => {
      let nearest: { alias: string; distance: number } | undefined;
      for (const state of answer.items) {
        const away = distance(state.capitalLatitude, state.capitalLongitude);
        if (!nearest || away < nearest.distance) nearest = { alias: state.alias, distance: away };
      }
      if (!nearest) return;
      const picker = document.getElementById('state') as HTMLSelectElement | null;
      if (picker) picker.value = nearest.alias;
      const alias = nearest.alias;
      const first = document.querySelector('section[data-state]');
      let section = document.querySelector(`section[data-state="${alias}"]`);
      if (!section) {
        // A state without numbers yet: its section says so, with 112.
        const template = document.getElementById(options.templateId) as HTMLTemplateElement | null;
        section = template?.content.firstElementChild?.cloneNode(true) as Element | null;
        if (!section) return;
        section.setAttribute('data-state', alias);
        section.setAttribute('aria-labelledby', `state-${alias}`);
        section.querySelector('h3')?.setAttribute('id', `state-${alias}`);
        const name = picker?.selectedOptions[0]?.textContent ?? alias;
        for (const slot of section.querySelectorAll('[data-state-name]')) slot.textContent = name;
        (first ?? template)?.before(section);
      }
      const heading = section.querySelector('h3');
      if (!heading) return;
      if (first && section !== first) first.before(section);
      const label = document.createElement('span');
      label.className = 'font-normal';
      label.textContent = options.label;
      heading.append(label);
    })
    // Offline, or the API unreachable: the page keeps its order.
    .catch(() => undefined);
}
