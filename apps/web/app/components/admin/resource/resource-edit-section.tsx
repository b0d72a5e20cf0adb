import { Link } from 'react-router';
import { ChangedMeanwhile, type FieldText } from '~/components/admin/changed-meanwhile';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import type { ResourceActionResult } from '~/lib/admin-resource/resource-action';
import { resourceHref, type ResourcePageData } from '~/lib/admin-resource/resource-api';
import type { Choices, ResourceFormDefinition } from '~/lib/admin-resource/resource-definition';
import { changesOnTop } from '~/lib/forms/changes-on-top';
import type { FormErrors } from '~/lib/forms/form-errors';
import { optionsOf, ResourceForm } from './resource-form';

export const SECTION_CLASS = 'flex flex-col gap-3 rounded-lg border border-gray-300 p-4';

export const errorsOf = (result: ResourceActionResult | undefined): FormErrors | undefined =>
  result && !result.ok ? result.errors : undefined;

/** An entry's fields as text, as the "changed meanwhile" box compares two versions of it. */
function asText<Entry>(form: ResourceFormDefinition<Entry>, entry: Entry, choices: Choices): FieldText[] {
  const values = form.valuesOf(entry);
  if (form.describe) return form.describe(values, choices);
  return form.fields.map((field) => {
    const value = values[field.name] ?? '';
    const text = Array.isArray(value)
      ? value.join(', ')
      : (optionsOf(field.options, choices).find((option) => option.value === value)?.label ?? String(value));
    return { label: field.group ? `${field.group}: ${field.label}` : field.label, text };
  });
}

/** The edit form of an entry, which after a refused save (412) shows what changed and saves on top. */
export function EditSection<Item, Entry>({
  loaderData: { definition, view, choices },
  form,
  editing,
  result,
}: {
  loaderData: ResourcePageData<Item, Entry>;
  form: ResourceFormDefinition<Entry>;
  editing: NonNullable<ResourcePageData<Item, Entry>['editing']>;
  result: ResourceActionResult<Entry> | undefined;
}) {
  // After a refused stale save: the entry as it is now (its ETag), with the admin's values still in the form.
  const stale = result && 'stale' in result ? result : undefined;
  const current = stale?.stale ?? editing;
  return (
    <section aria-labelledby="edit-heading" className={SECTION_CLASS}>
      <h2 id="edit-heading" className="text-xl font-semibold text-gray-900">
        Change {definition.nameOf(editing.item)}
      </h2>
      {stale && (
        <ChangedMeanwhile
          saved={asText(form, stale.stale.item, choices)}
          opened={asText(form, editing.item, choices)}
        />
      )}
      <ResourceForm
        // A new version to save on top of remounts the form with the admin's own values.
        key={current.etag}
        intent="update"
        form={form}
        choices={choices}
        errors={errorsOf(result)}
        values={
          stale
            ? changesOnTop(form.valuesOf(editing.item), stale.yours, form.valuesOf(stale.stale.item))
            : form.valuesOf(current.item)
        }
        hidden={{ id: definition.idOf(current.item), etag: current.etag }}
        submitLabel={stale ? 'Save my changes again' : 'Save'}
      />
      <p>
        <Link to={resourceHref(definition, { ...view, edit: null })} className={TEXT_LINK_CLASS}>
          Cancel
        </Link>
      </p>
    </section>
  );
}
