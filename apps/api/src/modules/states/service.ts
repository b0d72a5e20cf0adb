import type { Lga, State } from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { HttpProblem } from '../../lib/problem.ts';
import type { PlaceNames } from '../../lib/place.ts';
import { findPlaceNames, findStateByAlias, listLgasOfState, listStates } from './repository.ts';

/** Every state, with its capital and its number of LGAs, by name. */
export async function listAllStates(db: Database): Promise<{ items: State[] }> {
  const rows = await listStates(db);
  return { items: rows.map(({ id: _id, ...state }) => state) };
}

/** The LGAs of the state with this alias, by name; 404 when no state has it. */
export async function listStateLgas(db: Database, alias: string): Promise<{ state: State; items: Lga[] }> {
  const state = await findStateByAlias(db, alias);
  if (!state) throw new HttpProblem(404, `No state has the alias '${alias}'.`);
  const { id, ...publicState } = state;
  return { state: publicState, items: await listLgasOfState(db, id) };
}

/** The names to show places kept by state alias and LGA slug (lib/place.ts `presentKeptPlace`). */
export async function stateAndLgaNames(db: Database, stateAliases: readonly string[]): Promise<PlaceNames> {
  if (!stateAliases.length) return { states: new Map(), lgas: new Map() };
  const { stateRows, lgaRows } = await findPlaceNames(db, [...new Set(stateAliases)]);
  return {
    states: new Map(stateRows.map((row) => [row.alias, row.name])),
    lgas: new Map(lgaRows.map((row) => [`${row.stateAlias}/${row.slug}`, row.name])),
  };
}
