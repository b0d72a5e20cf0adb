// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_INTERACTION_EVENTS, startClientOnFirstInteraction } from './client-start';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: (() => void) | undefined;

afterEach(() => stop?.());

function setUp() {
  const startClient = vi.fn();
  const load = vi.fn(async () => ({ startClient }));
  stop = startClientOnFirstInteraction(load);
  return { load, startClient };
}

describe('startClientOnFirstInteraction', () => {
  it('loads nothing while the visitor only reads', async () => {
    const { load } = setUp();
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(FIRST_INTERACTION_EVENTS)('starts the client once on the first %s', async (type) => {
    const { load, startClient } = setUp();
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('keydown'));
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(startClient).toHaveBeenCalledOnce();
  });

  it('stops listening when cleaned up (a remount starts afresh)', async () => {
    const { load } = setUp();
    stop?.();
    window.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(load).not.toHaveBeenCalled();
  });
});
