import { searchResultHref } from '~/lib/search-url';

export type SearchFilter = 'facilityType' | 'service' | 'specialty' | 'condition' | 'procedure';

/** A link to /search-result (spec §2) filtered by one taxonomy term, as the directories and listings give it. */
export const searchHref = (filter: SearchFilter, slug: string) => searchResultHref({ [filter]: slug });
