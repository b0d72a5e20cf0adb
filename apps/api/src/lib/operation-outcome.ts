import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';

/** What the FHIR directory answers in (modules/fhir): FHIR's JSON. */
export const FHIR_CONTENT_TYPE = 'application/fhir+json; charset=utf-8';

/** A FHIR failure, as the directory and the load shedding before it tell a FHIR client. */
export function operationOutcome(
  code: OperationOutcomeIssue['code'],
  diagnostics: string,
  expression?: string,
): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code, diagnostics, ...(expression ? { expression: [expression] } : {}) }],
  };
}
