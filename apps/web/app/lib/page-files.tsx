import { use } from 'react';
import { useMatches } from 'react-router';
import { allKept, filesOf, loadFiles } from './kept-files';
import { reloadPage } from './lazy-page';

/** A file a page reached in the browser needs did not load: the page is loaded whole, from the server. */
function loadDocumentInstead(): Promise<never> {
  reloadPage();
  return new Promise<never>(() => {});
}

/** The same promise while the same files load, as `use` needs. */
const loadedOrDocument = new WeakMap<Promise<void>, Promise<void>>();

function filesLoaded(files: readonly string[]): Promise<void> {
  const loading = loadFiles(files);
  let promise = loadedOrDocument.get(loading);
  if (!promise) {
    promise = loading.catch(loadDocumentInstead);
    loadedOrDocument.set(loading, promise);
  }
  return promise;
}

/**
 * Renders the page once every file its data names is kept (`kept-files.ts`): a page reached in the browser
 * waits for the files it is the first to need, while React keeps the previous page on screen; if one cannot
 * load, the browser loads the page as a document instead, which reads without them. The first page's files
 * were fetched before hydration (entry.client.tsx).
 */
export function PageFiles({ children }: { children: React.ReactNode }) {
  const files = filesOf(useMatches());
  if (!allKept(files)) use(filesLoaded(files));
  return children;
}
