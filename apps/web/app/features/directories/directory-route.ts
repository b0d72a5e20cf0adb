import type { MetaFunction } from 'react-router';
import { pageI18n } from '~/lib/i18n/page-i18n';
import { lazyPage } from '~/lib/lazy-page';
import { pageMeta } from '~/lib/seo';
import { DIRECTORIES } from './directories';
import type { DirectoryKind } from './directories';

/** The five directory routes share one page chunk. */
export const DirectoryPage = lazyPage('directory', () => import('./directory-page'));

export function directoryMeta(kind: DirectoryKind): MetaFunction {
  const { title, description, path } = DIRECTORIES[kind];
  return ({ matches }) => {
    const i18n = pageI18n(matches);
    return pageMeta({ title: i18n._(title), description: i18n._(description), path, matches });
  };
}
