// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '~/lib/store/store';
import { initialUserState, updateAppUserState } from '~/lib/store/user-slice';
import { createStoreSessionHandlers, getBrowserApiClient, REQUEST_TIMEOUT_MS } from './index';

afterEach(() => {
  delete window.__CAREFINDER_CONFIG__;
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('createStoreSessionHandlers', () => {
  it('puts refreshed tokens into the user state and resets it on logout', () => {
    const { store } = createAppStore();
    store.dispatch(updateAppUserState({ isLoggedIn: true, id: 'user-1', accessToken: 'old' }));
    const handlers = createStoreSessionHandlers(store);

    handlers.onTokensRefreshed({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(store.getState().user).toMatchObject({
      isLoggedIn: true,
      id: 'user-1',
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });

    handlers.onLogout();
    expect(store.getState().user).toMatchObject(initialUserState);
  });
});

describe('getBrowserApiClient', () => {
  it('refuses to start without the injected browser config', () => {
    expect(() => getBrowserApiClient()).toThrow(/__CAREFINDER_CONFIG__/);
  });

  it('builds one client from window.__CAREFINDER_CONFIG__', () => {
    // The client store it wires up asks for the location; jsdom has no geolocation, which only warns.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.__CAREFINDER_CONFIG__ = { apiBaseUrl: 'https://api.carefinder.test', apiKey: 'public-key' };

    const client = getBrowserApiClient();

    expect(getBrowserApiClient()).toBe(client);
    expect(client.defaults.baseURL).toBe('https://api.carefinder.test');
    expect(client.defaults.headers['x-api-key']).toBe('public-key');
    expect(client.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
  });
});
