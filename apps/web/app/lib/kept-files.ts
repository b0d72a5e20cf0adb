/**
 * JSON files a page's data names by address instead of carrying them (decision 0036): a page's message
 * catalogs, the results page's filter choices, a directory's entries. An address names its content (`….<hash>.json`), so the file
 * is kept a year. On the server the loaders keep what they name, for the render; in the browser the script
 * loader fetches a first page's files beside its modules, and a page reached later waits for its own
 * (`page-files.tsx`). Each is fetched once and serves every page that names it.
 */
export type KeptFile<Content> = string & { readonly holds?: Content };

/** Where the script loader leaves the fetches it started beside the page's modules (script-loader.ts). */
export const STARTED_FILES_GLOBAL = '__CAREFINDER_FILES__';

const KEPT_FILE_ADDRESS =
  /^\/(?:messages|search-options|directories)\/[a-z]+\/[a-z0-9_-]+\.[0-9a-f]{10}\.json$/;

const isKeptFile = (value: unknown): value is KeptFile<unknown> =>
  typeof value === 'string' && KEPT_FILE_ADDRESS.test(value);

/** The keys of a loader's data that name kept files: its catalogs, the results' filter choices, a directory. */
const KEPT_FILE_KEYS = ['messages', 'options', 'groups'] as const;

/** At most this many kept on the server: every loader keeps again what it names, just before its render. */
const KEPT_AT_MOST = 1_000;
const kept = new Map<string, unknown>();
const loading = new Map<string, Promise<void>>();

export function keepFile<Content>(file: KeptFile<Content>, content: Content): void {
  kept.delete(file);
  kept.set(file, content);
  if (kept.size > KEPT_AT_MOST) kept.delete(kept.keys().next().value ?? '');
}

export const keptFile = <Content>(file: KeptFile<Content>): Content | undefined =>
  kept.get(file) as Content | undefined;

/** A file the page's data names: kept by then (its loader on the server, `PageFiles` in the browser). */
export function pageFile<Content>(file: KeptFile<Content>): Content {
  if (!kept.has(file)) throw new Error(`${file} is not kept: the page rendered before its files`);
  return kept.get(file) as Content;
}

export const allKept = (files: readonly string[]): boolean => files.every((file) => kept.has(file));

const startedFetches = (): Record<string, Promise<unknown>> =>
  (typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, Record<string, Promise<unknown>> | undefined>)[
        STARTED_FILES_GLOBAL
      ]) ?? {};

async function fetchFile(file: string): Promise<unknown> {
  const response = await fetch(file);
  if (!response.ok) throw new Error(`${file} did not load (${response.status})`);
  return response.json();
}

function load(file: string): Promise<void> {
  let promise = loading.get(file);
  if (!promise) {
    const started = startedFetches()[file];
    // What the script loader started and failed is tried once more here.
    promise = (started ? started.catch(() => fetchFile(file)) : fetchFile(file)).then((content) =>
      keepFile(file, content),
    );
    // A failed load may be tried again on the next page.
    promise.catch(() => loading.delete(file));
    loading.set(file, promise);
  }
  return promise;
}

/** Resolves once every file named is kept; the same promise for the same files while they load. */
const pending = new Map<string, Promise<void>>();

export function loadFiles(files: readonly string[]): Promise<void> {
  if (allKept(files)) return Promise.resolve();
  const key = files.join(' ');
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all(files.map(load)).then(() => undefined);
    pending.set(key, promise);
    const forget = () => pending.delete(key);
    promise.then(forget, forget);
  }
  return promise;
}

/** The files the script loader started fetching for the page being hydrated. */
export const startedFiles = (): string[] => Object.keys(startedFetches());

/** Every file the matched routes' data names (under `KEPT_FILE_KEYS`: an address, or a list of them). */
export const filesOf = (matches: readonly ({ data?: unknown } | undefined)[]): string[] =>
  matches.flatMap((match) => {
    const data = match?.data;
    if (typeof data !== 'object' || data === null) return [];
    return KEPT_FILE_KEYS.flatMap((key) => {
      const value = (data as Record<string, unknown>)[key];
      return isKeptFile(value) ? [value] : Array.isArray(value) ? value.filter(isKeptFile) : [];
    });
  });
