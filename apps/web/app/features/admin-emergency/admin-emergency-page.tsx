import {
  EMERGENCY_CATEGORIES,
  EMERGENCY_CATEGORY_LABELS,
  type EmergencyCategory,
  type EmergencyContact,
} from '@carefinder/contracts';
import { useMemo, useState } from 'react';
import { Form, Link, useActionData, useFetcher, useNavigation } from 'react-router';
import { AdminTable, EditDeleteActions, type AdminColumn } from '~/components/admin/admin-table';
import { ChangedMeanwhile } from '~/components/admin/changed-meanwhile';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import { RepeatableTextField } from '~/components/forms/repeatable-text-field';
import { SelectField, TextAreaField, TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatLongDate } from '~/lib/format/date';
import { changesOnTop } from '~/lib/forms/changes-on-top';
import { useCurrentVersion } from '~/lib/forms/use-current-version';
import type { FormErrors } from '~/lib/forms/form-errors';
import type { AdminEmergencyActionResult, AdminEmergencyIntent } from './admin-emergency-actions';
import {
  adminEmergencyHref,
  fieldsOf,
  readContact,
  type AdminEmergencyPageData,
  type ContactFields,
  type EditableContact,
} from './admin-emergency-api';
import { AdminPageHeader } from '~/components/admin/admin-page-header';

type StateOption = AdminEmergencyPageData['states'][number];

const MAX_PHONES = 10;

/** /admin/emergency: the emergency numbers the public page shows, each with its source; add, edit, delete. */
export default function AdminEmergencyPage({ loaderData }: { loaderData: AdminEmergencyPageData }) {
  const { contacts, states, adding, editing } = loaderData;
  const result = useActionData<AdminEmergencyActionResult>();
  const resultFor = (intent: AdminEmergencyIntent) => (result?.intent === intent ? result : undefined);
  const [toDelete, setToDelete] = useState<EmergencyContact | null>(null);

  const columns: AdminColumn<EmergencyContact>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (contact) => (
        <>
          <span className="font-semibold text-gray-900">{contact.name}</span>
          <span className="block text-sm text-gray-700">{EMERGENCY_CATEGORY_LABELS[contact.category]}</span>
          {contact.isDemo && (
            <span className="block text-sm font-semibold text-amber-900">Demo, not shown</span>
          )}
        </>
      ),
    },
    { key: 'phones', header: 'Phones', cell: (contact) => contact.phones.join(', ') },
    { key: 'where', header: 'Where', cell: (contact) => contact.state?.name ?? 'National' },
    {
      key: 'verified',
      header: 'Last verified',
      cell: (contact) => (
        <>
          <time dateTime={contact.lastVerifiedAt}>{formatLongDate(contact.lastVerifiedAt)}</time>
          <a
            href={contact.source.url}
            className={`${TEXT_LINK_CLASS} block text-sm`}
            rel="noopener noreferrer"
          >
            {contact.source.name}
          </a>
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (contact) => (
        <EditDeleteActions
          name={contact.name}
          editTo={adminEmergencyHref({ edit: contact.id })}
          onDelete={() => setToDelete(contact)}
        />
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title="Emergency numbers">
        <p className="text-gray-800">
          The numbers at{' '}
          <Link to="/emergency-contacts" className={TEXT_LINK_CLASS}>
            /emergency-contacts
          </Link>
          . Add a number only with a public source you have checked: a wrong emergency number can cost a life.
        </p>
      </AdminPageHeader>

      {editing ? (
        <EditSection states={states} editing={editing} result={resultFor('update')} />
      ) : adding ? (
        <section
          aria-labelledby="add-heading"
          className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4"
        >
          <h2 id="add-heading" className="text-xl font-semibold text-gray-900">
            Add an emergency number
          </h2>
          <ContactForm
            intent="create"
            states={states}
            errors={errorsOf(resultFor('create'))}
            submitLabel="Add"
          />
          <p>
            <Link to={adminEmergencyHref()} className={TEXT_LINK_CLASS}>
              Cancel
            </Link>
          </p>
        </section>
      ) : (
        <p>
          <Link
            to={adminEmergencyHref({ new: true })}
            className="inline-flex min-h-[44px] items-center rounded-md bg-green-800 px-4 font-semibold text-white hover:bg-green-900"
          >
            Add an emergency number
          </Link>
        </p>
      )}

      <section aria-labelledby="list-heading" className="flex flex-col gap-3">
        <h2 id="list-heading" className="text-xl font-semibold text-gray-900">
          All emergency numbers
        </h2>
        <p role="status" className="text-gray-800">
          {contacts.length} {contacts.length === 1 ? 'number' : 'numbers'}, national ones first.
        </p>
        <AdminTable
          caption="Emergency numbers"
          columns={columns}
          rows={contacts}
          rowKey={(contact) => contact.id}
          empty="No emergency numbers yet. Add the first one above."
        />
      </section>

      <DeleteDialog contact={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

const errorsOf = (result: AdminEmergencyActionResult | undefined): FormErrors | undefined =>
  result && !result.ok ? result.errors : undefined;

const FIELD_LABELS: Record<keyof ContactFields, string> = {
  name: 'Name',
  phones: 'Phone numbers',
  state: 'Where',
  category: 'For',
  hours: 'Hours',
  note: 'What callers should know',
  sourceName: 'Source',
  sourceUrl: 'Source web address',
  lastVerifiedAt: 'Last verified',
};

/** A contact's editable fields as the 'changed meanwhile' box compares them. */
const asText = (contact: EmergencyContact) => {
  const fields = fieldsOf(contact);
  return (Object.keys(FIELD_LABELS) as (keyof ContactFields)[]).map((field) => {
    const value = fields[field];
    return { label: FIELD_LABELS[field], text: Array.isArray(value) ? value.join(', ') : value };
  });
};

function EditSection({
  states,
  editing,
  result,
}: {
  states: readonly StateOption[];
  editing: EditableContact;
  result: AdminEmergencyActionResult | undefined;
}) {
  // After a refused stale save: the contact as it is now (its ETag), with the admin's values in the form.
  const stale = result && 'stale' in result ? result : undefined;
  const current = stale?.stale ?? editing;
  return (
    <section
      aria-labelledby="edit-heading"
      className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4"
    >
      <h2 id="edit-heading" className="text-xl font-semibold text-gray-900">
        Change {editing.contact.name}
      </h2>
      {stale && <ChangedMeanwhile saved={asText(stale.stale.contact)} opened={asText(editing.contact)} />}
      <ContactForm
        // A new version to save on top of remounts the form with the admin's own values.
        key={current.etag}
        intent="update"
        states={states}
        errors={errorsOf(result)}
        defaults={
          stale
            ? changesOnTop(fieldsOf(editing.contact), stale.yours, fieldsOf(stale.stale.contact))
            : fieldsOf(current.contact)
        }
        hidden={{ id: current.contact.id, etag: current.etag }}
        submitLabel={stale ? 'Save my changes again' : 'Save'}
      />
      <p>
        <Link to={adminEmergencyHref()} className={TEXT_LINK_CLASS}>
          Cancel
        </Link>
      </p>
    </section>
  );
}

/** The form's fields carry the API's paths as ids (`phones.1`, `state.alias`, `source.url`), so errors land. */
function ContactForm({
  intent,
  states,
  errors,
  defaults,
  hidden = {},
  submitLabel,
}: {
  intent: 'create' | 'update';
  states: readonly StateOption[];
  errors: FormErrors | undefined;
  defaults?: ContactFields;
  hidden?: Record<string, string>;
  submitLabel: string;
}) {
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  const submitting = useNavigation().formData?.get('intent') === intent;
  const fieldErrors = errors?.fieldErrors ?? {};
  return (
    <>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <Form method="post" noValidate ref={formRef} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <TextField
          name="name"
          label="Name"
          hint="Who answers, e.g. Lagos State Ambulance Service."
          defaultValue={defaults?.name}
          error={fieldErrors.name}
          autoComplete="off"
        />
        <RepeatableTextField
          id="phones"
          name="phones"
          legend="Phone numbers"
          optional={false}
          itemLabel={(position) => `Phone number ${position}`}
          addLabel="Add another number"
          hint="A short code as dialled (112), or a number such as 0803 123 4567."
          defaultValues={defaults?.phones ?? []}
          errors={fieldErrors}
          max={MAX_PHONES}
          input={{ type: 'tel', autoComplete: 'off' }}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            id="state.alias"
            name="state"
            label="Where"
            defaultValue={defaults?.state ?? ''}
            error={fieldErrors['state.alias']}
            options={[
              { value: '', label: 'National (all of Nigeria)' },
              ...states.map((state) => ({ value: state.alias, label: state.name })),
            ]}
          />
          <SelectField
            name="category"
            label="For"
            defaultValue={defaults?.category ?? 'ambulance'}
            error={fieldErrors.category}
            options={EMERGENCY_CATEGORIES.map((category: EmergencyCategory) => ({
              value: category,
              label: EMERGENCY_CATEGORY_LABELS[category],
            }))}
          />
        </div>
        <TextField
          name="hours"
          label="Hours"
          optional
          hint="Only what the source says, e.g. 24 hours."
          defaultValue={defaults?.hours}
          error={fieldErrors.hours}
          autoComplete="off"
        />
        <TextAreaField
          name="note"
          label="What callers should know"
          optional
          hint="Only what the source says, e.g. that the call is free."
          defaultValue={defaults?.note}
          error={fieldErrors.note}
        />
        <fieldset className="flex flex-col gap-4">
          <legend className="font-semibold text-gray-900">Source</legend>
          <TextField
            id="source.name"
            name="source.name"
            label="Who publishes the number"
            hint="e.g. Nigerian Communications Commission"
            defaultValue={defaults?.sourceName}
            error={fieldErrors['source.name'] ?? fieldErrors.source}
            autoComplete="off"
          />
          <TextField
            id="source.url"
            name="source.url"
            type="url"
            label="Web address where it says so"
            defaultValue={defaults?.sourceUrl}
            error={fieldErrors['source.url']}
            autoComplete="off"
          />
        </fieldset>
        <TextField
          name="lastVerifiedAt"
          type="date"
          label="Last verified"
          hint="The day you checked the number against its source."
          defaultValue={defaults?.lastVerifiedAt}
          error={fieldErrors.lastVerifiedAt}
        />
        <div>
          <SubmitButton loading={submitting}>{submitLabel}</SubmitButton>
        </div>
      </Form>
    </>
  );
}

function DeleteDialog({ contact, onClose }: { contact: EmergencyContact | null; onClose: () => void }) {
  const remover = useFetcher<AdminEmergencyActionResult>();
  const current = useCurrentVersion(
    useMemo(() => (contact ? () => readContact(contact.id) : null), [contact]),
  );
  return (
    <ConfirmDialog
      open={contact !== null}
      title={contact ? `Delete ${contact.name}?` : ''}
      confirmLabel="Delete"
      confirmDisabled={current === null}
      onCancel={onClose}
      onConfirm={() => {
        if (contact) {
          void remover.submit(
            { intent: 'delete', id: contact.id, name: contact.name, etag: current?.etag ?? '' },
            { method: 'post' },
          );
        }
        onClose();
      }}
    >
      <p>It will no longer show on the emergency numbers page. This cannot be undone.</p>
    </ConfirmDialog>
  );
}
