import type { TaxonomyKind, TaxonomyTerm } from '@carefinder/contracts';

/** A taxonomy term a listing (facility or provider) carries, as the listing's read gets it. */
export interface ListingTermRow {
  kind: TaxonomyKind;
  slug: string;
  name: string;
}

/** A listing's terms of one kind (rows come ordered by name), as `{slug, name}`. */
export const termsOfKind = (rows: readonly ListingTermRow[], kind: TaxonomyKind): TaxonomyTerm[] =>
  rows.filter((row) => row.kind === kind).map(({ slug, name }) => ({ slug, name }));
