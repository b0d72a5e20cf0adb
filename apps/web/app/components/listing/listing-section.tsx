import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { searchHref } from './search-href';
import type { SearchFilter } from './search-href';

/** Links in a listing's running text; green-800 on white is about 7:1. */
export const LISTING_LINK_CLASS =
  'font-semibold text-green-800 underline underline-offset-2 hover:text-green-900';

/** A titled part of a facility or provider page (h2 under the page's h1). */
export function ListingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface Term {
  slug: string;
  name: string;
}

/** Taxonomy terms as chips; with a search filter, each is a link (40 px high) to the listings that have it. */
export function TermList({ terms, searchFilter }: { terms: readonly Term[]; searchFilter?: SearchFilter }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {terms.map((term) => (
        <li key={term.slug}>
          {searchFilter ? (
            <Link
              to={searchHref(searchFilter, term.slug)}
              className="inline-flex min-h-[40px] items-center rounded-md border border-gray-300 px-3 text-green-800 underline-offset-4 hover:underline"
            >
              {term.name}
            </Link>
          ) : (
            <span className="inline-flex min-h-[40px] items-center rounded-md bg-gray-100 px-3 text-gray-900">
              {term.name}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export interface TermSectionProps {
  id: string;
  title: string;
  terms: readonly Term[];
  searchFilter?: SearchFilter;
}

/** Sections of terms (services, insurance…), each left out when the listing has none. */
export function TermSections({ sections }: { sections: readonly TermSectionProps[] }) {
  return sections
    .filter((section) => section.terms.length > 0)
    .map(({ id, title, terms, searchFilter }) => (
      <ListingSection key={id} id={id} title={title}>
        <TermList terms={terms} searchFilter={searchFilter} />
      </ListingSection>
    ));
}
