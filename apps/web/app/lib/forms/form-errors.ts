import type { Problem } from '@carefinder/contracts';

/** What a form shows: a message per field (by field name) and/or one for the whole form. */
export interface FormErrors {
  fieldErrors: Record<string, string>;
  formError?: string;
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach CareFinder. Check your connection and try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a little and try again.';

export function hasFormErrors(errors: FormErrors): boolean {
  return Boolean(errors.formError) || Object.keys(errors.fieldErrors).length > 0;
}

/** One sentence for places with room for one message only (a toast): the form's, else the first field's. */
export function firstErrorMessage(errors: FormErrors): string | undefined {
  return errors.formError ?? Object.values(errors.fieldErrors)[0];
}

/**
 * The same errors under other field names: a form whose fields' ids differ from the names the action uses
 * (one form among several on a page, `edit-r1-comment` for `comment`), or whose one field stands for a
 * contract field (the report's own words for its `reason`). Names `rename` keeps are kept.
 */
export function renameFields(errors: FormErrors, rename: (field: string) => string): FormErrors {
  const fieldErrors = Object.fromEntries(
    Object.entries(errors.fieldErrors).map(([field, message]) => [rename(field), message]),
  );
  return { ...errors, fieldErrors };
}

/** The first message for each field; a path like `phone` or `items.0.name` names the field. */
export function fieldErrorsFrom(
  issues: ReadonlyArray<{ path: string; message: string }>,
): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const { path, message } of issues) fieldErrors[path] ??= message;
  return fieldErrors;
}

interface ApiErrorResponse {
  status?: number;
  data?: unknown;
  headers?: unknown;
}

/** The HTTP response an API call failed with (axios errors and the client's TimeoutError carry one). */
function responseOf(error: unknown): ApiErrorResponse | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: unknown };
  return typeof response === 'object' && response !== null ? (response as ApiErrorResponse) : undefined;
}

export function apiErrorStatus(error: unknown): number | undefined {
  return responseOf(error)?.status;
}

/**
 * The problem+json `type` an API call failed with: a CareFinder problem type (PROBLEM_TYPES in the
 * contracts) for a failure a client reacts to, `about:blank` for a generic one, undefined without a problem.
 */
export function apiProblemType(error: unknown): string | undefined {
  const data = responseOf(error)?.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return undefined;
  return typeof data.type === 'string' ? data.type : undefined;
}

function readHeader(headers: unknown, name: string): string | undefined {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * An API error as form errors. A problem+json `errors[{path, message}]` becomes per-field messages;
 * otherwise its `detail` is the form's message. A 429 without a detail says how long to wait from
 * Retry-After.
 */
export function formErrorsFromApiError(error: unknown): FormErrors {
  const response = responseOf(error);
  if (!response || typeof response.status !== 'number') {
    return { fieldErrors: {}, formError: NETWORK_ERROR_MESSAGE };
  }
  const body = (typeof response.data === 'object' && response.data !== null ? response.data : {}) as Partial<
    Problem & { message: string }
  >;
  const issues = Array.isArray(body.errors)
    ? body.errors.filter((issue) => typeof issue?.path === 'string' && typeof issue.message === 'string')
    : [];
  const fieldErrors = fieldErrorsFrom(issues.filter((issue) => issue.path !== ''));
  const unplaced = issues.find((issue) => issue.path === '')?.message;
  const detail = typeof body.detail === 'string' ? body.detail : body.message;
  if (Object.keys(fieldErrors).length > 0) {
    // A 400's detail only lists the fields ("Invalid body: email"); another status's detail explains the
    // refusal (409: "Administrators cannot demote themselves…"), unless it repeats a field's message.
    const explains =
      response.status !== 400 && detail && !Object.values(fieldErrors).includes(detail) ? detail : undefined;
    const formError = unplaced ?? explains;
    return formError ? { fieldErrors, formError } : { fieldErrors };
  }
  if (detail) return { fieldErrors, formError: detail };
  if (response.status === 429) {
    const retryAfter = Number(readHeader(response.headers, 'retry-after'));
    return {
      fieldErrors,
      formError:
        Number.isFinite(retryAfter) && retryAfter > 0
          ? `Too many attempts. Try again in ${describeWait(Math.ceil(retryAfter))}.`
          : TOO_MANY_ATTEMPTS_MESSAGE,
    };
  }
  return { fieldErrors, formError: UNEXPECTED_ERROR_MESSAGE };
}

/** What zod's `safeParse` answers; typed structurally so this module does not load zod. */
type SafeParseResult<Output> =
  | { success: true; data: Output }
  | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };

export type Validated<Output> = { ok: true; data: Output } | { ok: false; errors: FormErrors };

/** Client-side validation with the same zod schema the server uses (packages/contracts). */
export function validateWith<Output>(
  schema: { safeParse: (input: unknown) => SafeParseResult<Output> },
  input: unknown,
): Validated<Output> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const fieldErrors = fieldErrorsFrom(issues.filter((issue) => issue.path !== ''));
  const formError = issues.find((issue) => issue.path === '')?.message;
  return { ok: false, errors: formError ? { fieldErrors, formError } : { fieldErrors } };
}
