import { createHash } from 'node:crypto';
import type {
  Address,
  CodeableConcept,
  ContactPoint,
  HealthcareService,
  HealthcareServiceAvailableTime,
  HealthcareServiceNotAvailable,
  Identifier,
  Location,
  Organization,
  Practitioner,
  PractitionerRole,
  Resource,
} from '@medplum/fhirtypes';
import type {
  AffiliationRow,
  FacilityRow,
  HoursExceptionRow,
  ListingTermRow,
  OpeningHoursRow,
  ProviderRow,
} from './rows.ts';
import {
  LOCATION_PHYSICAL_TYPE_SYSTEM,
  MCSD_PROFILES,
  MCSD_TYPES_SYSTEM,
  NHFR_FACILITY_CODE_SYSTEM,
  ORGANIZATION_TYPE_SYSTEM,
  type Systems,
} from './systems.ts';

/*
 * CareFinder's listings as FHIR R4 resources (docs/fhir.md has the table): a facility is an Organization, a
 * Location and a HealthcareService with the same id; a provider a Practitioner; each link between them a
 * PractitionerRole.
 */

/**
 * The version of a resource is a digest of what it says: the same content always has the same versionId,
 * and the ETag is W/"versionId" (FHIR's convention).
 */
export function withMeta<T extends Resource>(
  resource: T,
  lastUpdated: string | undefined,
  profile?: string,
): T {
  const versionId = createHash('sha256').update(JSON.stringify(resource)).digest('hex').slice(0, 20);
  return {
    ...resource,
    meta: { versionId, ...(lastUpdated ? { lastUpdated } : {}), ...(profile ? { profile: [profile] } : {}) },
  };
}

const LEVEL_NAMES: Record<string, string> = {
  primary: 'Primary care',
  secondary: 'Secondary care',
  tertiary: 'Tertiary care',
  unknown: 'Level not known',
};
const OWNERSHIP_NAMES: Record<string, string> = {
  public: 'Public',
  private: 'Private',
  faith_based: 'Faith-based',
  ngo: 'Non-governmental organisation',
  military: 'Military',
  unknown: 'Ownership not known',
};
/** The ownership and level lists' codes and names, also served as CodeSystems. */
export const FIXED_CODES = { 'facility-ownership': OWNERSHIP_NAMES, 'facility-levels': LEVEL_NAMES };

const FACILITY_TYPE: CodeableConcept = {
  coding: [{ system: MCSD_TYPES_SYSTEM, code: 'facility', display: 'Facility' }],
};

const reference = (type: string, id: string, display?: string) => ({
  reference: `${type}/${id}`,
  ...(display ? { display } : {}),
});

function facilityIdentifiers(row: FacilityRow, systems: Systems): Identifier[] {
  const identifiers: Identifier[] = [{ use: 'official', system: systems.facilityId, value: row.id }];
  if (row.nhfrCode)
    identifiers.push({ use: 'official', system: NHFR_FACILITY_CODE_SYSTEM, value: row.nhfrCode });
  if (row.nhfrUid) identifiers.push({ use: 'secondary', system: systems.nhfrUid, value: row.nhfrUid });
  return identifiers;
}

/** The facility's `telecom`, left out when it has no phone, e-mail or website (FHIR has no empty lists). */
function facilityTelecom(row: FacilityRow): { telecom?: ContactPoint[] } {
  const telecom: ContactPoint[] = [
    ...row.phones.map((value): ContactPoint => ({ system: 'phone', value, use: 'work' })),
    ...(row.email ? [{ system: 'email' as const, value: row.email, use: 'work' as const }] : []),
    ...(row.website ? [{ system: 'url' as const, value: row.website, use: 'work' as const }] : []),
  ];
  return telecom.length ? { telecom } : {};
}

/** The address: the LGA is both `district` (Nigeria Core) and `city` (the place a search names). */
function facilityAddress(row: FacilityRow): Address {
  const line = [row.address, row.ward].filter((part): part is string => Boolean(part));
  const text = [...line, row.lgaName, row.stateName].filter(Boolean).join(', ');
  return {
    use: 'work',
    type: 'physical',
    ...(text ? { text } : {}),
    ...(line.length ? { line } : {}),
    ...(row.lgaName ? { city: row.lgaName, district: row.lgaName } : {}),
    ...(row.stateName ? { state: row.stateName } : {}),
    country: 'NG',
  };
}

function facilityTypeConcept(row: FacilityRow, systems: Systems): CodeableConcept[] {
  if (!row.typeSlug || !row.typeName) return [];
  return [
    { coding: [{ system: systems.codeSystem('facility-types'), code: row.typeSlug, display: row.typeName }] },
  ];
}

const termConcepts = (terms: readonly ListingTermRow[], systems: Systems): CodeableConcept[] =>
  terms.map((term) => ({
    coding: [{ system: systems.codeSystem(term.kind), code: term.slug, display: term.name }],
    text: term.name,
  }));

export function toOrganization(row: FacilityRow, systems: Systems): Organization {
  return withMeta<Organization>(
    {
      resourceType: 'Organization',
      id: row.id,
      identifier: facilityIdentifiers(row, systems),
      active: row.status !== 'permanently_closed',
      type: [
        FACILITY_TYPE,
        { coding: [{ system: ORGANIZATION_TYPE_SYSTEM, code: 'prov', display: 'Healthcare Provider' }] },
        ...facilityTypeConcept(row, systems),
        {
          coding: [
            {
              system: systems.codeSystem('facility-ownership'),
              code: row.ownership,
              display: OWNERSHIP_NAMES[row.ownership] ?? row.ownership,
            },
          ],
        },
        {
          coding: [
            {
              system: systems.codeSystem('facility-levels'),
              code: row.level,
              display: LEVEL_NAMES[row.level] ?? row.level,
            },
          ],
        },
      ],
      name: row.name,
      ...facilityTelecom(row),
      address: [facilityAddress(row)],
    },
    row.lastUpdated,
    MCSD_PROFILES.facilityOrganization,
  );
}

const LOCATION_STATUS = {
  active: 'active',
  temporarily_closed: 'suspended',
  permanently_closed: 'inactive',
} as const;

const FHIR_DAYS = {
  MONDAY: 'mon',
  TUESDAY: 'tue',
  WEDNESDAY: 'wed',
  THURSDAY: 'thu',
  FRIDAY: 'fri',
  SATURDAY: 'sat',
  SUNDAY: 'sun',
} as const;
const DAY_ORDER = Object.keys(FHIR_DAYS);

/** The week's opening hours, days with the same times together (a closed day has no entry). */
export function availableTimes(hours: readonly OpeningHoursRow[]): HealthcareServiceAvailableTime[] {
  const byTimes = new Map<string, HealthcareServiceAvailableTime>();
  const ordered = [...hours].sort((a, b) => DAY_ORDER.indexOf(a.day) - DAY_ORDER.indexOf(b.day));
  for (const entry of ordered) {
    if (entry.isClosed) continue;
    const day = FHIR_DAYS[entry.day as keyof typeof FHIR_DAYS];
    const key = entry.isAlwaysOpen ? 'all day' : `${entry.open}-${entry.close}`;
    const time = byTimes.get(key);
    if (time) {
      time.daysOfWeek?.push(day);
      continue;
    }
    byTimes.set(
      key,
      entry.isAlwaysOpen
        ? { daysOfWeek: [day], allDay: true }
        : { daysOfWeek: [day], availableStartTime: entry.open, availableEndTime: entry.close },
    );
  }
  return [...byTimes.values()];
}

/** Dated hours: closed days, and days open other hours than the week's, as times the service is not available. */
export function notAvailable(exceptions: readonly HoursExceptionRow[]): HealthcareServiceNotAvailable[] {
  return exceptions.map((exception) => {
    const what = exception.isClosed ? 'Closed' : `Open only ${exception.open ?? ''}–${exception.close ?? ''}`;
    return {
      description: exception.reason ? `${what}: ${exception.reason}` : what,
      during: { start: exception.startsOn, end: exception.endsOn },
    };
  });
}

export function toLocation(row: FacilityRow, systems: Systems): Location {
  const position =
    row.latitude !== null && row.longitude !== null
      ? { latitude: row.latitude, longitude: row.longitude }
      : null;
  const open = availableTimes(row.hours).map(
    ({ daysOfWeek, allDay, availableStartTime, availableEndTime }) => ({
      ...(daysOfWeek ? { daysOfWeek } : {}),
      ...(allDay ? { allDay } : {}),
      ...(availableStartTime ? { openingTime: availableStartTime } : {}),
      ...(availableEndTime ? { closingTime: availableEndTime } : {}),
    }),
  );
  return withMeta<Location>(
    {
      resourceType: 'Location',
      id: row.id,
      identifier: facilityIdentifiers(row, systems),
      status: LOCATION_STATUS[row.status as keyof typeof LOCATION_STATUS],
      name: row.name,
      mode: 'instance',
      type: [FACILITY_TYPE, ...facilityTypeConcept(row, systems)],
      ...facilityTelecom(row),
      address: facilityAddress(row),
      physicalType: { coding: [{ system: LOCATION_PHYSICAL_TYPE_SYSTEM, code: 'bu', display: 'Building' }] },
      ...(position ? { position } : {}),
      managingOrganization: reference('Organization', row.id, row.name),
      ...(open.length ? { hoursOfOperation: open } : {}),
    },
    row.lastUpdated,
    MCSD_PROFILES.facilityLocation,
  );
}

export function toHealthcareService(
  row: FacilityRow,
  parts: { terms: readonly ListingTermRow[]; exceptions: readonly HoursExceptionRow[] },
  systems: Systems,
): HealthcareService {
  const services = parts.terms.filter((term) => term.kind === 'services');
  const specialties = parts.terms.filter((term) => term.kind === 'specialties');
  const times = availableTimes(row.hours);
  const closures = notAvailable(parts.exceptions);
  return withMeta<HealthcareService>(
    {
      resourceType: 'HealthcareService',
      id: row.id,
      active: row.status !== 'permanently_closed',
      providedBy: reference('Organization', row.id, row.name),
      ...(services.length ? { type: termConcepts(services, systems) } : {}),
      ...(specialties.length ? { specialty: termConcepts(specialties, systems) } : {}),
      location: [reference('Location', row.id, row.name)],
      name: row.name,
      ...facilityTelecom(row),
      ...(times.length ? { availableTime: times } : {}),
      ...(closures.length ? { notAvailable: closures } : {}),
    },
    row.lastUpdated,
    MCSD_PROFILES.healthcareService,
  );
}

const FHIR_GENDERS = new Set(['male', 'female', 'other', 'unknown']);

export function toPractitioner(row: ProviderRow, systems: Systems): Practitioner {
  const gender = row.gender?.toLowerCase();
  return withMeta<Practitioner>(
    {
      resourceType: 'Practitioner',
      id: row.id,
      identifier: [
        { use: 'official', system: systems.providerId, value: row.id },
        ...(row.registrationNumber
          ? [{ use: 'official' as const, system: systems.mdcnRegistration, value: row.registrationNumber }]
          : []),
      ],
      active: row.status !== 'permanently_closed',
      name: [
        {
          use: 'official',
          text: [row.title, row.firstName, row.lastName].filter(Boolean).join(' '),
          family: row.lastName,
          given: [row.firstName],
          ...(row.title ? { prefix: [row.title] } : {}),
        },
      ],
      ...(gender && FHIR_GENDERS.has(gender) ? { gender: gender as Practitioner['gender'] } : {}),
      ...(row.education.length
        ? {
            qualification: row.education.map((entry) => ({
              code: { text: entry.qualification },
              ...(entry.year ? { period: { end: String(entry.year) } } : {}),
              issuer: { display: entry.institution },
            })),
          }
        : {}),
      ...(row.languages.length
        ? { communication: row.languages.map((language) => ({ text: language })) }
        : {}),
    },
    row.lastUpdated,
    MCSD_PROFILES.practitioner,
  );
}

export function toPractitionerRole(
  row: AffiliationRow,
  specialties: readonly ListingTermRow[],
  systems: Systems,
): PractitionerRole {
  return withMeta<PractitionerRole>(
    {
      resourceType: 'PractitionerRole',
      id: row.id,
      active: row.providerStatus !== 'permanently_closed' && row.facilityStatus !== 'permanently_closed',
      practitioner: reference('Practitioner', row.providerId),
      organization: reference('Organization', row.facilityId),
      location: [reference('Location', row.facilityId)],
      healthcareService: [reference('HealthcareService', row.facilityId)],
      ...(specialties.length ? { specialty: termConcepts(specialties, systems) } : {}),
    },
    row.lastUpdated,
    MCSD_PROFILES.practitionerRole,
  );
}
