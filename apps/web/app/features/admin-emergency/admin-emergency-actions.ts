import { PROBLEM_TYPES } from '@carefinder/contracts';
import { redirect } from 'react-router';
import { changedMeanwhileMessage } from '~/components/admin/changed-meanwhile';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { apiProblemType, firstErrorMessage, renameFields, type FormErrors } from '~/lib/forms/form-errors';
import {
  adminEmergencyHref,
  changeContact,
  createContact,
  deleteContact,
  readContact,
  type ContactFields,
  type EditableContact,
} from './admin-emergency-api';

export type AdminEmergencyIntent = 'create' | 'update' | 'delete';

/**
 * What the page's action answers: the form result for the form that sent it, and, when a change was refused
 * because someone saved the contact first (412), the contact as it is now and the admin's own values.
 */
export type AdminEmergencyActionResult =
  | (FormActionResult & { intent: AdminEmergencyIntent })
  | { ok: false; intent: 'update'; errors: FormErrors; stale: EditableContact; yours: ContactFields };

export const STALE_MESSAGE = changedMeanwhileMessage('this contact');

function contactFields(formData: FormData): ContactFields {
  const form = formFields(formData);
  return {
    name: form.name ?? '',
    phones: formData.getAll('phones').filter((value): value is string => typeof value === 'string'),
    state: form.state ?? '',
    category: form.category ?? '',
    hours: form.hours ?? '',
    note: form.note ?? '',
    sourceName: form['source.name'] ?? '',
    sourceUrl: form['source.url'] ?? '',
    lastVerifiedAt: form.lastVerifiedAt ?? '',
  };
}

/** The API names the whole list (`phones`) or the whole citation (`source`); the form shows it at their first box. */
const placeErrors = (result: FormActionResult): FormActionResult =>
  result.ok
    ? result
    : {
        ok: false,
        errors: renameFields(result.errors, (field) =>
          field === 'phones' ? 'phones.0' : field === 'source' ? 'source.name' : field,
        ),
      };

export async function adminEmergencyAction(request: Request): Promise<AdminEmergencyActionResult | Response> {
  const formData = await request.formData();
  const form = formFields(formData);
  const intent = form.intent as AdminEmergencyIntent;
  const id = form.id ?? '';

  if (intent === 'create') {
    const result = placeErrors(
      await submitToApi(async () => {
        const contact = await createContact(contactFields(formData));
        return `${contact.name} is added.`;
      }),
    );
    if (!result.ok) return { ...result, intent };
    announceToast({ type: 'success', message: result.message ?? 'Added.' });
    return redirect(adminEmergencyHref());
  }

  if (intent === 'update') {
    const yours = contactFields(formData);
    try {
      const contact = await changeContact(id, yours, form.etag ?? '');
      announceToast({ type: 'success', message: `${contact.name} is saved.` });
      return redirect(adminEmergencyHref());
    } catch (error) {
      if (apiProblemType(error) === PROBLEM_TYPES.staleWrite) {
        const stale = await readContact(id);
        return { ok: false, intent, errors: { fieldErrors: {}, formError: STALE_MESSAGE }, stale, yours };
      }
      const refused = placeErrors(await submitToApi(() => Promise.reject(error)));
      return { ...refused, intent };
    }
  }

  if (intent === 'delete') {
    const result = await submitToApi(async () => {
      await deleteContact(id, form.etag ?? '');
      return `${form.name} is deleted.`;
    });
    announceToast(
      result.ok
        ? { type: 'success', message: result.message ?? 'Deleted.' }
        : { type: 'error', title: 'Not deleted', message: firstErrorMessage(result.errors) },
    );
    return { ...result, intent };
  }

  return { ok: false, intent: 'create', errors: { fieldErrors: {}, formError: 'Choose what to do.' } };
}
