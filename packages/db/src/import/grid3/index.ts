export { GRID3_ATTRIBUTION, GRID3_COLUMNS, GRID3_DATASET, GRID3_LICENCE } from './columns.ts';
export type { Grid3Record } from './columns.ts';
export { importGrid3 } from './import-grid3.ts';
export type { ImportOptions, ImportProgress, ImportReport } from './import-grid3.ts';
