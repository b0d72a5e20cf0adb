import { Fragment, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { RepeatableTextField } from '~/components/forms/repeatable-text-field';
import { SelectField, TextAreaField, TextField } from '~/components/forms/text-field';
import { UnsavedChangesGuard } from '~/components/forms/unsaved-changes';
import { SubmitButton } from '~/components/ui/submit-button';
import type { FormErrors } from '~/lib/forms/form-errors';
import type {
  Choices,
  Option,
  ResourceField,
  SaveConfirmation,
  ResourceFormDefinition,
  ResourceValues,
} from '~/lib/admin-resource/resource-definition';

/** A select's options: its own, or the loaded choices it names. */
export const optionsOf = (
  options: readonly Option[] | string | undefined,
  choices: Choices,
): readonly Option[] =>
  typeof options === 'string' ? ((choices[options] as readonly Option[] | undefined) ?? []) : (options ?? []);

function FieldInput({
  field,
  intent,
  value,
  errors,
  choices,
}: {
  field: ResourceField;
  intent: 'create' | 'update';
  value: ResourceValues[string] | undefined;
  errors: Readonly<Record<string, string>>;
  choices: Choices;
}) {
  const id = field.id ?? field.name;
  const hint = (intent === 'update' && field.editHint) || field.hint;
  const optional = field.optional === 'when-adding' ? intent === 'create' : field.optional;
  const error = errors[id];
  const text = typeof value === 'string' ? value : undefined;
  const shared = { id, name: field.name, label: field.label, hint, error };
  switch (field.input) {
    case 'repeated':
      return (
        <RepeatableTextField
          {...field.repeated!}
          id={id}
          name={field.name}
          legend={field.label}
          optional={Boolean(optional)}
          hint={hint}
          defaultValues={Array.isArray(value) ? value : []}
          errors={errors}
          input={{ type: field.repeated?.type ?? 'text', autoComplete: 'off' }}
        />
      );
    case 'select':
      return (
        <SelectField
          {...shared}
          defaultValue={text ?? field.defaultValue ?? ''}
          options={optionsOf(field.options, choices)}
        />
      );
    case 'textarea':
      return <TextAreaField {...shared} optional={optional} defaultValue={text} />;
    default:
      return (
        <TextField
          {...shared}
          type={field.input ?? 'text'}
          optional={optional}
          defaultValue={text}
          autoComplete={field.autoComplete ?? 'off'}
        />
      );
  }
}

/** The fields in their rows: a field paired with the next shares its row; a group is a fieldset. */
function layout(fields: readonly ResourceField[]) {
  const sections: { group?: string; rows: ResourceField[][] }[] = [];
  for (const field of fields) {
    let section = sections.at(-1);
    if (!section || section.group !== field.group)
      sections.push((section = { group: field.group, rows: [] }));
    const row = section.rows.at(-1);
    if (row?.at(-1)?.pairedWithNext) row.push(field);
    else section.rows.push([field]);
  }
  return sections;
}

/**
 * A resource's add or edit form, made from its fields: errors at the top and at each field, the admin asked
 * before leaving with changes unsaved.
 */
export function ResourceForm<Entry>({
  intent,
  form,
  choices,
  errors,
  values,
  hidden = {},
  submitLabel,
}: {
  intent: 'create' | 'update';
  form: ResourceFormDefinition<Entry>;
  choices: Choices;
  errors: FormErrors | undefined;
  values?: ResourceValues;
  hidden?: Record<string, string>;
  submitLabel: string;
}) {
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  const navigation = useNavigation();
  const submitting = navigation.formData?.get('intent') === intent;
  const [dirty, setDirty] = useState(false);
  // The question stays after the dialog closes, so the dialog closes (giving focus back), not unmounts.
  const [question, setQuestion] = useState<SaveConfirmation | null>(null);
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const fieldErrors = errors?.fieldErrors ?? {};
  return (
    <>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <Form
        method="post"
        noValidate
        ref={formRef}
        onChange={() => setDirty(true)}
        onSubmit={(event) => {
          const sent = Object.fromEntries(
            [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]),
          );
          const toAsk = confirmed.current ? null : (form.confirm?.(sent, values) ?? null);
          confirmed.current = false;
          if (!toAsk) return;
          event.preventDefault();
          setQuestion(toAsk);
          setAsking(true);
        }}
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {form.Inputs ? (
          <form.Inputs values={values ?? {}} choices={choices} errors={fieldErrors} />
        ) : (
          <Fields form={form} values={values} intent={intent} errors={fieldErrors} choices={choices} />
        )}
        <div>
          <SubmitButton loading={submitting}>{submitLabel}</SubmitButton>
        </div>
      </Form>
      <UnsavedChangesGuard dirty={dirty && !submitting} />
      {question && (
        <ConfirmDialog
          open={asking}
          title={question.title}
          confirmLabel={question.confirmLabel}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            confirmed.current = true;
            formRef.current?.requestSubmit();
          }}
        >
          <p>{question.message}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** The boxes made from the field definitions, in their rows and groups. */
function Fields<Entry>({
  form,
  values,
  intent,
  errors,
  choices,
}: {
  form: ResourceFormDefinition<Entry>;
  values: ResourceValues | undefined;
  intent: 'create' | 'update';
  errors: Readonly<Record<string, string>>;
  choices: Choices;
}) {
  const input = (field: ResourceField) => (
    <FieldInput
      key={field.name}
      field={field}
      intent={intent}
      value={values?.[field.name]}
      errors={errors}
      choices={choices}
    />
  );
  return layout(form.fields).map(({ group, rows }, index) => {
    const content = rows.map((row) =>
      row.length > 1 ? (
        <div key={row[0]!.name} className="grid gap-4 md:grid-cols-2">
          {row.map(input)}
        </div>
      ) : (
        input(row[0]!)
      ),
    );
    return group ? (
      <fieldset key={group} className="flex flex-col gap-4">
        <legend className="font-semibold text-gray-900">{group}</legend>
        {content}
      </fieldset>
    ) : (
      <Fragment key={index}>{content}</Fragment>
    );
  });
}
