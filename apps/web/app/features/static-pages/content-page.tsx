import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { formatLongDate } from '~/lib/format/date';
import { splitLocale } from '~/lib/i18n/locale-path';
import { SOURCE_LOCALE } from '~/lib/i18n/locales';
import { useLocale } from '~/lib/i18n/use-locale';

// Contrast on white: gray-800 ≈ 12.6:1, gray-700 ≈ 10:1, green-800 ≈ 7:1 — all above WCAG AA.
export const LINK_CLASS = 'text-green-800 underline underline-offset-2 hover:text-green-900';

export interface ContentPageProps {
  title: string;
  /** One or two sentences under the heading that say what the page is for. */
  lead?: ReactNode;
  /** An ISO date (YYYY-MM-DD) shown as "Last updated: 22 November 2026". */
  lastUpdated?: string;
  /**
   * The English text is the one that binds (the privacy policy, the terms): a translation says so and
   * links to it.
   */
  englishBinds?: boolean;
  children: ReactNode;
}

/** The shared layout of CareFinder's text pages: one h1, an optional lead and date, then h2 sections. */
export function ContentPage({ title, lead, lastUpdated, englishBinds, children }: ContentPageProps) {
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const updated = lastUpdated ? (
    <time dateTime={lastUpdated} suppressHydrationWarning>
      {formatLongDate(lastUpdated, locale)}
    </time>
  ) : null;
  return (
    <article className="mx-auto max-w-prose px-4 py-6 text-base leading-relaxed text-gray-800 md:py-10">
      <div className="mb-8">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
        {lastUpdated ? (
          <p className="mt-2 text-sm text-gray-700">
            <Trans>Last updated: {updated}</Trans>
          </p>
        ) : null}
        {lead ? <p className="mt-4 text-lg text-gray-800">{lead}</p> : null}
        {englishBinds && locale !== SOURCE_LOCALE ? (
          <p className="mt-4 rounded-md border border-gray-300 bg-gray-50 p-3 text-sm text-gray-800">
            <Trans>
              This is a translation. If it differs from the{' '}
              <Link to={splitLocale(pathname).path} hrefLang="en" className={LINK_CLASS}>
                English text
              </Link>
              , the English text applies.
            </Trans>
          </p>
        ) : null}
      </div>
      <div className="space-y-8">{children}</div>
    </article>
  );
}

export interface ContentSectionProps {
  title: string;
  /** Anchor for in-page links, e.g. /privacyPolicy#your-rights. */
  id?: string;
  children: ReactNode;
}

/** A titled section (h2) of a content page. */
export function ContentSection({ title, id, children }: ContentSectionProps) {
  return (
    <section id={id} className="space-y-3">
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/** A sub-heading (h3) inside a ContentSection. */
export function ContentSubheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-lg font-semibold text-gray-900">{children}</h3>;
}

/** A bulleted list styled for prose (Tailwind's preflight removes list markers). */
export function ContentList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5">{children}</ul>;
}

/** An in-app link styled for prose, in the page's language where the page it leads to is translated. */
export function ContentLink({ to, children }: { to: string; children: ReactNode }) {
  const { pathIn } = useLocale();
  return (
    <Link to={pathIn(to)} className={LINK_CLASS}>
      {children}
    </Link>
  );
}

/** A link to another site; opens in the same tab so the back button works on every phone. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener noreferrer" className={LINK_CLASS}>
      {children}
    </a>
  );
}

/** The emergency number as a tap-to-call link. */
export function EmergencyNumber() {
  return (
    <a href="tel:112" className="font-semibold text-red-800 underline underline-offset-2">
      112
    </a>
  );
}
