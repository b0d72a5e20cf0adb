import { useLingui } from '@lingui/react';
import { localePath } from './locale-path';
import type { Locale } from './locales';

/** The page's language, and its links in that language (pages not yet translated stay English). */
export function useLocale() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return { locale, pathIn: (path: string) => localePath(locale, path) };
}
