import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerOfflineEmergencyPage, registrationScript, serviceWorkerUrl } from './offline-emergency';

afterEach(() => vi.restoreAllMocks());

describe('registerOfflineEmergencyPage', () => {
  it('registers the service worker at the site root, for the whole site, in the page language', () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    registerOfflineEmergencyPage('en', { register });
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    registerOfflineEmergencyPage('yo', { register });
    expect(register).toHaveBeenLastCalledWith('/sw.js?lang=yo', { scope: '/' });
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerOfflineEmergencyPage('en', undefined)).not.toThrow();
  });

  it('only warns when the registration fails: the page itself works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerOfflineEmergencyPage('en', { register: () => Promise.reject(new Error('blocked')) });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });
});

describe('registrationScript', () => {
  it('registers the same worker, for the whole site, once the page has loaded', () => {
    const register = vi.fn(() => Promise.resolve({}));
    let onLoad: (() => void) | undefined;
    const addEventListener = vi.fn((event: string, listener: () => void) => {
      if (event === 'load') onLoad = listener;
    });
    new Function('addEventListener', 'navigator', registrationScript('ha'))(addEventListener, {
      serviceWorker: { register },
    });
    expect(register).not.toHaveBeenCalled();
    onLoad?.();
    expect(register).toHaveBeenCalledWith(serviceWorkerUrl('ha'), { scope: '/' });
  });
});
