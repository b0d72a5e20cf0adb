/** The 23 columns of GRID3 NGA Health Facilities v2.0, as in its header. */
export const GRID3_COLUMNS = [
  'OBJECTID',
  'globalid',
  'nhfr_uid',
  'nhfr_facility_code',
  'country',
  'iso',
  'state',
  'lga',
  'lga_name_disagreement',
  'ward',
  'ward_name_disagreement',
  'facility_name',
  'facility_name_source',
  'ownership',
  'ownership_type',
  'facility_level',
  'facility_level_option',
  'latitude',
  'longitude',
  'geocoordinates_source',
  'last_updated',
  'x',
  'y',
] as const;

export type Grid3Column = (typeof GRID3_COLUMNS)[number];
export type Grid3Record = Record<Grid3Column, string>;

export const GRID3_DATASET = 'GRID3 NGA Health Facilities v2.0 (Nigeria Health Facility Registry)';
export const GRID3_LICENCE = 'CC BY 4.0';
export const GRID3_ATTRIBUTION = 'Source: Nigeria Health Facility Registry via GRID3 (CC BY 4.0)';
