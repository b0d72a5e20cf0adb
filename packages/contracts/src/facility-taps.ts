// No zod here: the facility page imports this, and a module with schemas would bring zod into its scripts.

/** What a visitor can tap on a facility's page that leads them to it: each is counted (the owners' issue). */
export const FACILITY_TAP_KINDS = ['call', 'directions', 'website'] as const;
export type FacilityTapKind = (typeof FACILITY_TAP_KINDS)[number];

/** The page path a tap on the facility's `kind` link is reported to (the link's `ping` attribute). */
export const facilityTapPath = (facilityId: string, kind: FacilityTapKind) =>
  `/facilities/${facilityId}/taps/${kind}`;
