import { lazy, Suspense, type ComponentType } from 'react';
import { PageSkeleton } from '~/components/ui/skeleton';

/** Spec §9: a page's script chunk may take up to 120 seconds to load. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CHUNK_RELOAD_KEY_PREFIX = 'chunk-reloaded:';

type PageModule<Props> = { default: ComponentType<Props> };

let reloading = false;

/**
 * Reloads the document, once however many ask: a failed chunk and the fetches its unload cuts short would
 * otherwise each start a load of their own.
 */
export function reloadPage(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * A page whose code is its own chunk. While it loads the skeleton shows; if the chunk fails to load the
 * page reloads once (remembered per page in session storage), and a second failure reaches the error page.
 * On the server the page renders inline (entry.server waits for all of it), so it reads without JavaScript;
 * the browser keeps that HTML until the chunk arrives, then hydrates it.
 */
export function lazyPage<Props extends object>(pageKey: string, load: () => Promise<PageModule<Props>>) {
  const LazyComponent = lazy(() => loadWithOneReload(pageKey, load));
  function LazyPage(props: Props) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <LazyComponent {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `LazyPage(${pageKey})`;
  return LazyPage;
}

interface ChunkLoadOptions {
  timeoutMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
}

export async function loadWithOneReload<Module>(
  pageKey: string,
  load: () => Promise<Module>,
  {
    timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
    storage = typeof window === 'undefined' ? undefined : window.sessionStorage,
    reload = reloadPage,
  }: ChunkLoadOptions = {},
): Promise<Module> {
  const storageKey = CHUNK_RELOAD_KEY_PREFIX + pageKey;
  try {
    const module = await withTimeout(load(), timeoutMs);
    storage?.removeItem(storageKey);
    return module;
  } catch (error) {
    if (!storage || storage.getItem(storageKey)) throw error;
    storage.setItem(storageKey, 'true');
    reload();
    // The reload replaces this document; nothing should render meanwhile.
    return new Promise<Module>(() => {});
  }
}

function withTimeout<Value>(promise: Promise<Value>, timeoutMs: number): Promise<Value> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Loading the page timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
