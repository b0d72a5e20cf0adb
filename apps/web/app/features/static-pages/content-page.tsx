import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '~/lib/format/date';

// Contrast on white: gray-800 ≈ 12.6:1, gray-700 ≈ 10:1, green-800 ≈ 7:1 — all above WCAG AA.
export const LINK_CLASS = 'text-green-800 underline underline-offset-2 hover:text-green-900';

export interface ContentPageProps {
  title: string;
  /** One or two sentences under the heading that say what the page is for. */
  lead?: ReactNode;
  /** An ISO date (YYYY-MM-DD) shown as "Last updated: 22 November 2026". */
  lastUpdated?: string;
  children: ReactNode;
}

/** The shared layout of CareFinder's text pages: one h1, an optional lead and date, then h2 sections. */
export function ContentPage({ title, lead, lastUpdated, children }: ContentPageProps) {
  return (
    <article className="mx-auto max-w-prose px-4 py-6 text-base leading-relaxed text-gray-800 md:py-10">
      <div className="mb-8">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
        {lastUpdated ? (
          <p className="mt-2 text-sm text-gray-700">
            Last updated: <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
          </p>
        ) : null}
        {lead ? <p className="mt-4 text-lg text-gray-800">{lead}</p> : null}
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

/** An in-app link styled for prose. */
export function ContentLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={LINK_CLASS}>
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
