import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';
import { DIRECTORY_TYPES, INCLUDES, REVINCLUDES, SEARCH_PARAMETERS } from './search-parameters.ts';
import { MCSD_CAPABILITY_STATEMENTS, MCSD_PROFILES, type Systems } from './systems.ts';

const PROFILES = {
  Organization: MCSD_PROFILES.facilityOrganization,
  Location: MCSD_PROFILES.facilityLocation,
  HealthcareService: MCSD_PROFILES.healthcareService,
  Practitioner: MCSD_PROFILES.practitioner,
  PractitionerRole: MCSD_PROFILES.practitionerRole,
} as const;

const DEFINITIONS: Record<string, string> = {
  _id: 'http://hl7.org/fhir/SearchParameter/Resource-id',
  _lastUpdated: 'http://hl7.org/fhir/SearchParameter/Resource-lastUpdated',
  near: 'http://hl7.org/fhir/SearchParameter/Location-near',
};

/**
 * What this server does (`GET /fhir/metadata`): read, search and history of the five mCSD types, as an mCSD
 * Care Services Selective Supplier with the Location Distance option, JSON only.
 */
export function capabilityStatement(systems: Systems): CapabilityStatement {
  const resources: CapabilityStatementRestResource[] = DIRECTORY_TYPES.map((type) => ({
    type,
    supportedProfile: [PROFILES[type]],
    interaction: [
      { code: 'read' },
      { code: 'vread' },
      { code: 'search-type' },
      { code: 'history-instance' },
      { code: 'history-type' },
    ],
    versioning: 'versioned',
    readHistory: false,
    conditionalRead: 'not-match',
    ...(INCLUDES[type].length ? { searchInclude: [...INCLUDES[type]] } : {}),
    ...(REVINCLUDES[type].length ? { searchRevInclude: [...REVINCLUDES[type]] } : {}),
    searchParam: Object.entries(SEARCH_PARAMETERS[type]).map(([name, kind]) => ({
      name,
      type: kind,
      ...(DEFINITIONS[name] ? { definition: DEFINITIONS[name] } : {}),
    })),
  }));
  resources.push({ type: 'CodeSystem', interaction: [{ code: 'read' }, { code: 'search-type' }] });
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2026-12-01',
    publisher: 'CareFinder',
    kind: 'instance',
    instantiates: MCSD_CAPABILITY_STATEMENTS,
    software: { name: 'CareFinder' },
    implementation: { description: 'CareFinder health directory (IHE mCSD)', url: systems.base },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    rest: [{ mode: 'server', resource: resources }],
  };
}
