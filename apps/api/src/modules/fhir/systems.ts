/**
 * The URIs the FHIR directory names its identifiers and codes by (docs/fhir.md). Published systems where
 * one fits; CareFinder's own under the deployment's `/fhir/sid/` (identifiers) and `/fhir/CodeSystem/`
 * (codes, served as CodeSystem resources): a deployment's curated lists are its own.
 */
export const NHFR_FACILITY_CODE_SYSTEM =
  'https://fhir-ig.digitalhealth.gov.ng/CodeSystem/nigeria-facility-registry';
export const MCSD_TYPES_SYSTEM =
  'https://profiles.ihe.net/ITI/mCSD/CodeSystem/IHE.mCSD.Organization.Location.Types';
export const ORGANIZATION_TYPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/organization-type';
export const LOCATION_PHYSICAL_TYPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/location-physical-type';

export const MCSD_PROFILES = {
  facilityLocation: 'https://profiles.ihe.net/ITI/mCSD/StructureDefinition/IHE.mCSD.FacilityLocation',
  facilityOrganization: 'https://profiles.ihe.net/ITI/mCSD/StructureDefinition/IHE.mCSD.FacilityOrganization',
  healthcareService: 'https://profiles.ihe.net/ITI/mCSD/StructureDefinition/IHE.mCSD.HealthcareService',
  practitioner: 'https://profiles.ihe.net/ITI/mCSD/StructureDefinition/IHE.mCSD.Practitioner',
  practitionerRole: 'https://profiles.ihe.net/ITI/mCSD/StructureDefinition/IHE.mCSD.PractitionerRole',
} as const;

export const MCSD_CAPABILITY_STATEMENTS = [
  'https://profiles.ihe.net/ITI/mCSD/CapabilityStatement/IHE.mCSD.CareServicesSelectiveSupplier',
  'https://profiles.ihe.net/ITI/mCSD/CapabilityStatement/IHE.mCSD.CareServicesSelectiveSupplier.LocationDistance',
];

/** CareFinder's own lists, each a CodeSystem at `{base}/CodeSystem/{name}`, and what they hold. */
export const OWN_CODE_SYSTEMS = {
  'facility-types': { title: 'CareFinder facility types', kind: 'facility-types' },
  services: { title: 'CareFinder services', kind: 'services' },
  specialties: { title: 'CareFinder specialties', kind: 'specialties' },
  'facility-ownership': { title: 'CareFinder facility ownership', kind: null },
  'facility-levels': { title: 'CareFinder levels of care', kind: null },
} as const;
export type OwnCodeSystem = keyof typeof OWN_CODE_SYSTEMS;

/** The URIs of one deployment, made from its public address. */
export function systemsOf(publicUrl: string) {
  const base = `${publicUrl.replace(/\/$/, '')}/fhir`;
  return {
    base,
    facilityId: `${base}/sid/facility-id`,
    providerId: `${base}/sid/provider-id`,
    nhfrUid: `${base}/sid/nhfr-uid`,
    mdcnRegistration: `${base}/sid/registration-number`,
    codeSystem: (name: OwnCodeSystem) => `${base}/CodeSystem/${name}`,
  };
}
export type Systems = ReturnType<typeof systemsOf>;
