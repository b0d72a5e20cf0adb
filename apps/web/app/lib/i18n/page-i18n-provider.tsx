import { LinguiContext } from '@lingui/react';
import { useEffect, useMemo } from 'react';
import { useMatches } from 'react-router';
import { pageI18n, showPageWords } from './page-i18n';

/**
 * Gives the page its messages: the shell's and those its loader named (kept files, which `PageFiles` waits
 * for), a new instance for each page view. Lingui's I18nProvider keeps the first instance it was given
 * until the locale changes, so a page reached in the browser would show the message ids of words its first
 * page did not have; this provides the instance through Lingui's own context instead.
 */
export function PageI18nProvider({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const context = useMemo(() => {
    const i18n = pageI18n(matches);
    return { i18n, _: i18n.t };
  }, [matches]);
  useEffect(() => showPageWords(context.i18n), [context]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
