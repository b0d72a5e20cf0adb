import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FacilityLevel, FacilityOwnership } from '@carefinder/contracts';

/**
 * Ownership and level of care as the public pages say them, in the page's language; null where nothing is
 * known. The back office, which stays English, reads facility-classification.ts.
 */
export const OWNERSHIP_WORDS: Readonly<Record<FacilityOwnership, MessageDescriptor | null>> = {
  public: msg`Public`,
  private: msg`Private`,
  faith_based: msg`Faith-based`,
  ngo: msg`NGO`,
  military: msg`Military`,
  unknown: null,
};

export const LEVEL_WORDS: Readonly<Record<FacilityLevel, MessageDescriptor | null>> = {
  primary: msg`Primary care`,
  secondary: msg`Secondary care`,
  tertiary: msg`Tertiary care`,
  unknown: null,
};
