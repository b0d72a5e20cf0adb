import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { formErrorsFromApiError } from './form-errors';
import type { FormErrors } from './form-errors';

/** What a form's client action answers: done (with an optional message), or the errors to show. */
export type FormActionResult = { ok: true; message?: string } | { ok: false; errors: FormErrors };

/** A submitted form's text fields (files are not used by these forms). */
export function formFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** Runs an API call for a form; an API error becomes the form's errors instead of the error page. */
export async function submitToApi(call: () => Promise<string | void>): Promise<FormActionResult> {
  try {
    const message = await call();
    return message ? { ok: true, message } : { ok: true };
  } catch (error) {
    return { ok: false, errors: formErrorsFromApiError(error) };
  }
}

/**
 * After a refused save the page keeps what it shows (the admin's values, the errors): reading the table and the
 * entry again would cost a 2G connection seconds for nothing. Anything else revalidates.
 */
export function revalidateUnlessRefused({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const refused =
    typeof actionResult === 'object' &&
    actionResult !== null &&
    'ok' in actionResult &&
    actionResult.ok === false;
  return refused ? false : defaultShouldRevalidate;
}
