import type { MetaFunction } from 'react-router';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';
import { DIRECTORIES } from './directories';
import type { DirectoryKind } from './directories';

/** The five directory routes share one page chunk. */
export const DirectoryPage = lazyPage('directory', () => import('./directory-page'));

export function directoryMeta(kind: DirectoryKind): MetaFunction {
  const { title, description, path } = DIRECTORIES[kind];
  return ({ matches }) => pageMeta({ title, description, path, matches });
}
