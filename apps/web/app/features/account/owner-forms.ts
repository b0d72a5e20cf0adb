import { FIELDS_THE_FACILITY_KEEPS, FIELDS_THE_PROVIDER_KEEPS } from '@carefinder/contracts';
import { changes } from '~/components/listing-editor/changeable-fields';
import { FACILITY_TERM_FIELDS, facilityForm } from '~/components/listing-editor/facility-form';
import { PROVIDER_TERM_FIELDS, providerForm } from '~/components/listing-editor/provider-form';

/**
 * The owners' listing forms are the back office's, with the fields each owner keeps (the API refuses a
 * change to any other from them): a facility's team keeps how to reach it, when it is open, what it offers
 * and what it can do in an emergency; a provider their profile's text, education, lists and place.
 */
export const TEAM_FIELDS = FIELDS_THE_FACILITY_KEEPS;
export const facilityTeamForm = facilityForm(TEAM_FIELDS);
export const TEAM_TERM_KINDS = [
  ...FACILITY_TERM_FIELDS.filter(({ field }) => changes(TEAM_FIELDS, field)).map(({ kind }) => kind),
  'capabilities' as const,
];

export const PROVIDER_OWN_FIELDS = FIELDS_THE_PROVIDER_KEEPS;
export const providerOwnForm = providerForm(PROVIDER_OWN_FIELDS);
export const OWN_TERM_KINDS = PROVIDER_TERM_FIELDS.filter(({ field }) =>
  changes(PROVIDER_OWN_FIELDS, field),
).map(({ kind }) => kind);
