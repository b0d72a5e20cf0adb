/**
 * `@carefinder/db/reference`: the reference data the app ships, as plain data with no database code, for
 * code that builds on it without opening a database (the demo-data generator).
 */
export { NIGERIA_LGA_COUNT, nigerianStates } from './nigeria.ts';
export type { StateReference } from './nigeria.ts';
export { taxonomySeed } from '../seed/taxonomies/index.ts';
