import { Link } from 'react-router';
import { DIRECTORY_LINKS } from '~/components/listing/directory-links';

interface FooterLink {
  to: string;
  label: string;
}

const footerSections: ReadonlyArray<{ heading: string; links: readonly FooterLink[] }> = [
  {
    heading: 'Find care',
    links: [
      { to: '/', label: 'Home' },
      { to: '/search-result', label: 'Search' },
      { to: '/emergency-contacts', label: 'Emergency contacts' },
      { to: '/covid-19', label: 'COVID-19' },
      { to: '/blog', label: 'Health blog' },
    ],
  },
  {
    heading: 'Directories',
    links: DIRECTORY_LINKS.map(({ to, label }) => ({ to, label })),
  },
  {
    heading: 'CareFinder',
    links: [
      { to: '/about-us', label: 'About us' },
      { to: '/faq', label: 'FAQ' },
      { to: '/contactUs', label: 'Contact us' },
      { to: '/privacyPolicy', label: 'Privacy policy' },
      { to: '/terms', label: 'Terms of use' },
      { to: '/open-data', label: 'Open data' },
    ],
  },
];

const FOOTER_LINK_CLASS = 'inline-block py-1 text-gray-800 underline-offset-4 hover:underline';

export function SiteFooter() {
  return (
    <footer className="mt-12 border-t border-gray-200 bg-gray-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 base:grid-cols-2 md:grid-cols-3">
        {footerSections.map((section) => (
          <nav key={section.heading} aria-labelledby={`footer-${section.heading}`}>
            <h2 id={`footer-${section.heading}`} className="mb-2 font-semibold text-gray-900">
              {section.heading}
            </h2>
            <ul className="space-y-1">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={FOOTER_LINK_CLASS}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-sm text-gray-700">
        In an emergency call{' '}
        <a href="tel:112" className="font-semibold text-red-800 underline">
          112
        </a>
        . CareFinder lists facilities and doctors; it does not give medical advice.
      </p>
    </footer>
  );
}
