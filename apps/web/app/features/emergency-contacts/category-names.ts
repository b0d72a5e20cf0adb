import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmergencyCategory } from '@carefinder/contracts';

/** What each kind of emergency line is for, in the visitor's language (the back office keeps the English). */
export const EMERGENCY_CATEGORY_NAMES: Record<EmergencyCategory, MessageDescriptor> = {
  'all-emergencies': msg`All emergencies`,
  ambulance: msg`Ambulance`,
  fire: msg`Fire`,
  police: msg`Police`,
  poison: msg`Poison`,
  'gender-based-violence': msg`Gender-based violence`,
  'mental-health': msg`Mental health`,
  'disease-control': msg`Disease control`,
  'road-safety': msg`Road safety`,
  other: msg`Other`,
};
