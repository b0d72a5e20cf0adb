import type { OperationOutcomeIssue } from '@medplum/fhirtypes';

/** A failure the FHIR API answers as an OperationOutcome with this status. */
export class FhirError extends Error {
  constructor(
    readonly status: number,
    readonly code: OperationOutcomeIssue['code'],
    message: string,
    /** The search parameter or header at fault. */
    readonly expression?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The issue code of a status the API answers without a FhirError (rate limit, body too large…). */
export function issueCodeOf(status: number): OperationOutcomeIssue['code'] {
  if (status === 404 || status === 410) return 'not-found';
  if (status === 429) return 'throttled';
  if (status === 406 || status === 405) return 'not-supported';
  if (status >= 500) return 'exception';
  return 'invalid';
}
