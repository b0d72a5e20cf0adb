import { PROBLEM_TYPES } from '@carefinder/contracts';
import { redirect } from 'react-router';
import { changedMeanwhileMessage } from '~/components/admin/changed-meanwhile';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { apiProblemType, firstErrorMessage, type FormErrors } from '~/lib/forms/form-errors';
import {
  adminListHref,
  adminListSearchFrom,
  changeEntry,
  createEntry,
  deleteEntry,
  readEntry,
  type EditableEntry,
  type EntryFields,
} from './admin-list-api';
import type { AdminListConfig } from '~/lib/admin-lists';

export type AdminListIntent = 'create' | 'update' | 'delete';

/**
 * What the page's action answers: the usual form result, for the form that sent it, and, when a change was
 * refused because someone saved the entry first (412), the entry as it is now and the admin's own values, so
 * the page can show what changed and save again on top of it.
 */
export type AdminListActionResult =
  | (FormActionResult & { intent: AdminListIntent })
  | { ok: false; intent: 'update'; errors: FormErrors; stale: EditableEntry; yours: EntryFields };

export const STALE_MESSAGE = changedMeanwhileMessage('this entry');

const fieldsOf = (form: Record<string, string>): EntryFields => ({
  name: form.name ?? '',
  slug: form.slug ?? '',
  description: form.description ?? '',
  keywords: form.keywords ?? '',
});

export async function adminListAction(
  config: AdminListConfig,
  request: Request,
): Promise<AdminListActionResult | Response> {
  const form = formFields(await request.formData());
  const intent = form.intent as AdminListIntent;
  const search = adminListSearchFrom(new URL(request.url).searchParams);
  const id = Number(form.id);

  if (intent === 'create') {
    const result = await submitToApi(async () => {
      const entry = await createEntry(config.kind, fieldsOf(form));
      return `${entry.name} is added.`;
    });
    // The list reloads after the action, with the new entry; the page empties the add form.
    if (result.ok) announceToast({ type: 'success', message: result.message ?? 'Added.' });
    return { ...result, intent };
  }

  if (intent === 'update') {
    const yours = fieldsOf(form);
    try {
      const entry = await changeEntry(config.kind, id, yours, form.etag ?? '');
      announceToast({ type: 'success', message: `${entry.name} is saved.` });
      return redirect(adminListHref(config.path, { ...search, edit: null }));
    } catch (error) {
      if (apiProblemType(error) === PROBLEM_TYPES.staleWrite) {
        const stale = await readEntry(config.kind, id);
        return { ok: false, intent, errors: { fieldErrors: {}, formError: STALE_MESSAGE }, stale, yours };
      }
      const refused = await submitToApi(() => Promise.reject(error));
      return { ...refused, intent };
    }
  }

  if (intent === 'delete') {
    const mergeInto = Number(form.mergeInto) || undefined;
    const result = await submitToApi(async () => {
      await deleteEntry(config.kind, id, form.etag ?? '', mergeInto);
      return mergeInto
        ? `${form.name} is merged into ${form.mergeIntoName}: its listings now carry that entry.`
        : `${form.name} is deleted.`;
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
