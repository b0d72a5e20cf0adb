/** One entry of a curated list (taxonomy) as first seeded; ADMIN edits the list afterwards. */
export interface TaxonomySeedEntry {
  /** Lowercase letters, digits and single hyphens; unique within its kind. */
  slug: string;
  /** Display name, unique within its kind. */
  name: string;
  /** One plain-English sentence a visitor understands. */
  description: string;
}
