import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DIRECTORY_LINKS } from '~/components/layout/directory-links';
import { DRAFTED_LOCALES } from '~/lib/i18n/locales';
import { useLocale } from '~/lib/i18n/use-locale';

interface FooterLink {
  to: string;
  label: MessageDescriptor;
}

const footerSections: ReadonlyArray<{
  id: string;
  heading: MessageDescriptor;
  links: readonly FooterLink[];
}> = [
  {
    id: 'find-care',
    heading: msg`Find care`,
    links: [
      { to: '/', label: msg`Home` },
      { to: '/search-result', label: msg`Search` },
      { to: '/emergency-contacts', label: msg`Emergency contacts` },
      { to: '/covid-19', label: msg`COVID-19` },
      { to: '/blog', label: msg`Health blog` },
    ],
  },
  {
    id: 'directories',
    heading: msg`Directories`,
    links: DIRECTORY_LINKS.map(({ to, label }) => ({ to, label })),
  },
  {
    id: 'carefinder',
    heading: msg`CareFinder`,
    links: [
      { to: '/about-us', label: msg`About us` },
      { to: '/faq', label: msg`FAQ` },
      { to: '/contactUs', label: msg`Contact us` },
      { to: '/privacyPolicy', label: msg`Privacy policy` },
      { to: '/terms', label: msg`Terms of use` },
      { to: '/open-data', label: msg`Open data` },
    ],
  },
];

const FOOTER_LINK_CLASS = 'inline-block py-1 text-gray-800 underline-offset-4 hover:underline';

export function SiteFooter() {
  const { i18n } = useLingui();
  const { locale, pathIn } = useLocale();
  return (
    <footer className="mt-12 border-t border-gray-200 bg-gray-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 base:grid-cols-2 md:grid-cols-3">
        {footerSections.map((section) => (
          <nav key={section.id} aria-labelledby={`footer-${section.id}`}>
            <h2 id={`footer-${section.id}`} className="mb-2 font-semibold text-gray-900">
              {i18n._(section.heading)}
            </h2>
            <ul className="space-y-1">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={pathIn(link.to)} className={FOOTER_LINK_CLASS}>
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {DRAFTED_LOCALES.includes(locale) && (
        <p className="mx-auto max-w-6xl px-4 pb-4 text-sm text-gray-700">
          <Trans>
            This translation is a first draft: no native speaker has checked it yet.{' '}
            <Link to={pathIn('/contactUs')} className="font-semibold text-green-800 underline">
              Tell us
            </Link>{' '}
            what reads wrong.
          </Trans>
        </p>
      )}
      <p className="mx-auto max-w-6xl px-4 pb-8 text-sm text-gray-700">
        <Trans>
          In an emergency call{' '}
          <a href="tel:112" className="font-semibold text-red-800 underline">
            112
          </a>
          . CareFinder lists facilities and doctors; it does not give medical advice.
        </Trans>
      </p>
    </footer>
  );
}
