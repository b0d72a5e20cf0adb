import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, loadWithOneReload } from './lazy-page';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
const never = () => new Promise<never>(() => {});

describe('loadWithOneReload', () => {
  it('uses the spec chunk timeout of 120 seconds', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('returns the module and forgets an earlier reload of this page', async () => {
    const storage = memoryStorage({ 'chunk-reloaded:faq': 'true' });
    const reload = vi.fn();
    await expect(loadWithOneReload('faq', async () => 'module', { storage, reload })).resolves.toBe('module');
    expect(storage.values.has('chunk-reloaded:faq')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['a failed import', failing, {}],
    ['an import slower than the timeout', never, { timeoutMs: 10 }],
  ])('reloads once after %s and remembers it for this page only', async (_case, load, options) => {
    const storage = memoryStorage({ 'chunk-reloaded:terms': 'true' });
    const reload = vi.fn();
    const pending = loadWithOneReload('faq', load, { storage, reload, ...options });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.values.get('chunk-reloaded:faq')).toBe('true');
    let settled = false;
    void pending.finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
  });

  it('throws to the error page when the page already reloaded once', async () => {
    const storage = memoryStorage({ 'chunk-reloaded:faq': 'true' });
    const reload = vi.fn();
    await expect(loadWithOneReload('faq', failing, { storage, reload })).rejects.toThrow(
      /dynamically imported/,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('throws on the server, where there is no session storage to remember a reload', async () => {
    await expect(
      loadWithOneReload('faq', failing, { storage: undefined, reload: vi.fn() }),
    ).rejects.toThrow();
  });
});
