import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { languageVersions, splitLocale } from '~/lib/i18n/locale-path';
import { LOCALE_NAMES } from '~/lib/i18n/locales';

/**
 * The same page in each language, as plain links: they work without JavaScript, and each language's page is
 * its own URL (the HTML never depends on a cookie). Shown on the pages that exist in every language.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const { locale: current, path } = splitLocale(pathname);
  const versions = languageVersions(path).filter(({ hreflang }) => hreflang !== 'x-default');
  if (!versions.length) return null;
  return (
    <nav aria-label={t`Language`} className="text-sm">
      <ul className="flex flex-wrap gap-x-3">
        {versions.map(({ locale, hreflang, path: versionPath }) => (
          <li key={locale}>
            <a
              href={versionPath + search}
              lang={hreflang}
              hrefLang={hreflang}
              aria-current={locale === current ? 'true' : undefined}
              className={`inline-flex min-h-[32px] items-center text-gray-800 underline-offset-4 hover:underline ${locale === current ? 'font-semibold underline' : ''}`}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
