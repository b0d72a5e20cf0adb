import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_SCRIPT, registerOfflineEmergencyPage, SERVICE_WORKER_URL } from './offline-emergency';

afterEach(() => vi.restoreAllMocks());

describe('registerOfflineEmergencyPage', () => {
  it('registers the service worker at the site root, for the whole site', () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    registerOfflineEmergencyPage({ register });
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerOfflineEmergencyPage(undefined)).not.toThrow();
  });

  it('only warns when the registration fails: the page itself works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerOfflineEmergencyPage({ register: () => Promise.reject(new Error('blocked')) });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });
});

describe('REGISTRATION_SCRIPT', () => {
  it('registers the same worker, for the whole site, once the page has loaded', () => {
    const register = vi.fn(() => Promise.resolve({}));
    let onLoad: (() => void) | undefined;
    const addEventListener = vi.fn((event: string, listener: () => void) => {
      if (event === 'load') onLoad = listener;
    });
    new Function('addEventListener', 'navigator', REGISTRATION_SCRIPT)(addEventListener, {
      serviceWorker: { register },
    });
    expect(register).not.toHaveBeenCalled();
    onLoad?.();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });
});
