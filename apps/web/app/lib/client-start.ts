/** What counts as the visitor's first interaction with a page (decision 0006). */
export const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** Starts the browser-only client now: the page's scripts themselves waited for an interaction (0011). */
export function startClient(
  load: () => Promise<{ startClient: () => void }> = () => import('./client-bootstrap'),
): () => void {
  load()
    .then(({ startClient: start }) => start())
    .catch((error: unknown) => console.error('Client start-up failed', error));
  return () => {};
}

/**
 * Starts the browser-only client (the persisted store and the one location request, spec §1, §4) on the
 * visitor's first interaction rather than at load: a visitor who only reads never downloads the store, and
 * the location prompt comes when they act, not as the page opens (decision 0006). Returns the clean-up.
 */
export function startClientOnFirstInteraction(
  load: () => Promise<{ startClient: () => void }> = () => import('./client-bootstrap'),
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const stopListening = () => {
    for (const type of FIRST_INTERACTION_EVENTS) target.removeEventListener(type, start, { capture: true });
  };
  function start() {
    stopListening();
    startClient(load);
  }
  for (const type of FIRST_INTERACTION_EVENTS) {
    target.addEventListener(type, start, { capture: true, passive: true });
  }
  return stopListening;
}
