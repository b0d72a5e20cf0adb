import { PROBLEM_TYPES } from '@carefinder/contracts';
import { redirect } from 'react-router';
import { changedMeanwhileMessage } from '~/components/admin/changed-meanwhile';
import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { apiProblemType, firstErrorMessage, renameFields, type FormErrors } from '~/lib/forms/form-errors';
import {
  changeItem,
  createItem,
  deleteItem,
  readItem,
  resourceHref,
  resourceViewFrom,
  valuesFromForm,
  type EditableItem,
} from './resource-api';
import type {
  ResourceDefinition,
  ResourceFormDefinition,
  ResourceIntent,
  ResourceValues,
} from './resource-definition';

/**
 * What the page's action answers: the form result, for the form that sent it, and, when a change was refused
 * because someone saved the entry first (412), the entry as it is now and the admin's own values, so the
 * page can show what changed and save again on top of it.
 */
export type ResourceActionResult<Entry = unknown> =
  | (FormActionResult & { intent: ResourceIntent })
  | { ok: false; intent: 'update'; errors: FormErrors; stale: EditableItem<Entry>; yours: ResourceValues };

/** The API names errors by its paths; each lands on the field that shows that path. */
function placeErrors<Entry>(
  form: ResourceFormDefinition<Entry>,
  values: ResourceValues,
  result: FormActionResult,
): FormActionResult {
  if (result.ok) return result;
  if (form.placeErrors) return { ok: false, errors: form.placeErrors(result.errors, values) };
  const boxOf = new Map<string, string>();
  for (const field of form.fields) {
    const id = field.id ?? field.name;
    const box = field.input === 'repeated' ? `${id}.0` : id;
    for (const name of [id, ...(field.errorsAlsoFrom ?? [])]) if (name !== box) boxOf.set(name, box);
  }
  return { ok: false, errors: renameFields(result.errors, (name) => boxOf.get(name) ?? name) };
}

/** Adds, changes or deletes an entry of the resource, as the page's forms ask; the outcome is a toast. */
export async function resourceAction<Item, Entry>(
  definition: ResourceDefinition<Item, Entry>,
  request: Request,
): Promise<ResourceActionResult<Entry> | Response> {
  const formData = await request.formData();
  const form = formFields(formData);
  const intent = form.intent as ResourceIntent;
  const view = resourceViewFrom(definition, new URL(request.url).searchParams);
  const listHref = resourceHref(definition, { ...view, edit: null, adding: false });
  const id = form.id ?? '';
  const fields = definition.form;

  if (intent === 'create' && fields) {
    const values = valuesFromForm(fields, formData);
    let name = '';
    const result = placeErrors(
      fields,
      values,
      await submitToApi(async () => {
        name = definition.nameOf(await createItem(definition, fields.bodyOf(values, 'create')));
      }),
    );
    if (!result.ok) return { ...result, intent };
    announceToast({ type: 'success', message: `${name} is added.` });
    return redirect(listHref);
  }

  if (intent === 'update' && fields) {
    const yours = valuesFromForm(fields, formData);
    try {
      const saved = await changeItem(definition, id, fields.bodyOf(yours, 'update'), form.etag ?? '');
      announceToast({ type: 'success', message: `${definition.nameOf(saved)} is saved.` });
      return redirect(listHref);
    } catch (error) {
      if (apiProblemType(error) === PROBLEM_TYPES.staleWrite) {
        const stale = await readItem(definition, id);
        const formError = changedMeanwhileMessage(`this ${definition.one.noun}`);
        return { ok: false, intent, errors: { fieldErrors: {}, formError }, stale, yours };
      }
      return { ...placeErrors(fields, yours, await submitToApi(() => Promise.reject(error))), intent };
    }
  }

  if (intent === 'delete') {
    const choice = definition.delete?.choice;
    const chosen = choice && form.chosen === 'true';
    const done = definition.delete?.done ?? ((name: string) => `${name} is deleted.`);
    const result = await submitToApi(async () => {
      await deleteItem(definition, id, form.etag ?? '', chosen ? choice.params(form) : {});
      return chosen ? choice.done(form) : done(form.name ?? '');
    });
    const verb = (definition.delete?.verb ?? 'Delete').toLowerCase();
    announceToast(
      result.ok
        ? { type: 'success', message: result.message ?? 'Done.' }
        : { type: 'error', title: `Not ${verb}d`, message: firstErrorMessage(result.errors) },
    );
    return { ...result, intent };
  }

  const opened = definition.opened?.intents[intent];
  if (opened) return { ...(await opened(form)), intent };

  return { ok: false, intent: 'create', errors: { fieldErrors: {}, formError: 'Choose what to do.' } };
}
