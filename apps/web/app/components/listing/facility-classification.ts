import type { FacilityLevel, FacilityOwnership } from '@carefinder/contracts';

/** How a facility's ownership reads; null where nothing is known. */
export const OWNERSHIP_LABELS: Readonly<Record<FacilityOwnership, string | null>> = {
  public: 'Public',
  private: 'Private',
  faith_based: 'Faith-based',
  ngo: 'NGO',
  military: 'Military',
  unknown: null,
};

/** How a facility's level of care reads; null where nothing is known. */
export const LEVEL_LABELS: Readonly<Record<FacilityLevel, string | null>> = {
  primary: 'Primary care',
  secondary: 'Secondary care',
  tertiary: 'Tertiary care',
  unknown: null,
};
