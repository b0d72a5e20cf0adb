import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

/**
 * Abbreviations people search large hospitals by, as keywords of the facilities whose names begin with
 * the phrase (names as `search_name_key` holds them). ADMIN adds more on the facility's own form; these are
 * only the starting set for new listings.
 */
export const WELL_KNOWN_KEYWORDS: readonly { namePrefix: string; keywords: string; stateAlias?: string }[] = [
  { namePrefix: 'lagos state university teaching hospital', keywords: 'LASUTH' },
  { namePrefix: 'lagos university teaching hospital', keywords: 'LUTH' },
  { namePrefix: 'university college hospital', keywords: 'UCH', stateAlias: 'oyo' },
  { namePrefix: 'ahmadu bello university teaching hospital', keywords: 'ABUTH' },
  { namePrefix: 'university of nigeria teaching hospital', keywords: 'UNTH' },
  { namePrefix: 'obafemi awolowo university teaching hospital', keywords: 'OAUTHC' },
  { namePrefix: 'university of benin teaching hospital', keywords: 'UBTH' },
  { namePrefix: 'university of ilorin teaching hospital', keywords: 'UITH' },
  { namePrefix: 'jos university teaching hospital', keywords: 'JUTH' },
  { namePrefix: 'aminu kano teaching hospital', keywords: 'AKTH' },
  { namePrefix: 'university of port harcourt teaching hospital', keywords: 'UPTH' },
  { namePrefix: 'university of calabar teaching hospital', keywords: 'UCTH' },
  { namePrefix: 'university of abuja teaching hospital', keywords: 'UATH' },
  { namePrefix: 'nnamdi azikiwe university teaching hospital', keywords: 'NAUTH' },
  { namePrefix: 'university of maiduguri teaching hospital', keywords: 'UMTH' },
  { namePrefix: 'national hospital', keywords: 'NHA', stateAlias: 'abuja' },
  { namePrefix: 'federal medical centre', keywords: 'FMC' },
];

/**
 * Gives facilities without keywords the well-known abbreviation of their name, in one statement (the search
 * triggers then index it). Run after an import or the demo seed: a listing ADMIN has given keywords, or
 * has cleared them since, is left alone until the next import.
 */
export async function addWellKnownKeywords(db: Database): Promise<void> {
  const rows = sql.join(
    WELL_KNOWN_KEYWORDS.map(
      ({ namePrefix, keywords, stateAlias }) => sql`(${namePrefix}, ${keywords}, ${stateAlias ?? null})`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update facilities f set keywords = known.keywords
    from (values ${rows}) as known(name_prefix, keywords, state_alias)
    where f.keywords = ''
      and search_name_key(f.name) like known.name_prefix || '%'
      and (known.state_alias is null
        or f.state_id = (select id from states where alias = known.state_alias))`);
}
