import { use } from 'react';
import { useMatches } from 'react-router';
import { allKept, filesOf, loadFiles } from './kept-files';

/**
 * Renders the page once every file its data names is kept (`kept-files.ts`): a page reached in the browser
 * waits for the files it is the first to need, while React keeps the previous page on screen. The first
 * page's files were fetched before hydration (entry.client.tsx).
 */
export function PageFiles({ children }: { children: React.ReactNode }) {
  const files = filesOf(useMatches());
  if (!allKept(files)) use(loadFiles(files));
  return children;
}
