import type { TaxonomyKind } from '@carefinder/contracts';
import { TermPicker } from '~/components/forms/term-picker';
import type { TermOptions } from './listing-form';

/** A list a listing carries entries of, as its editor names it. */
export interface TermField<Field extends string = string> {
  field: Field;
  kind: TaxonomyKind;
  label: string;
  /** The list's name inside a sentence, when the label in lower case will not do. */
  noun?: string;
}

/** A listing's lists, a term picker each, under one heading ("What it offers", "What they do"). */
export function TermPickers<Field extends string>({
  legend,
  fields,
  options,
  selected,
  errors,
}: {
  legend: string;
  fields: readonly TermField<Field>[];
  options: TermOptions;
  selected: Readonly<Record<Field, readonly string[]>>;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="text-lg font-semibold text-gray-900">{legend}</legend>
      <div className="grid gap-4 lg:grid-cols-2">
        {fields.map(({ field, kind, label, noun }) => (
          <TermPicker
            key={field}
            id={field}
            name={field}
            legend={label}
            noun={noun}
            terms={options[kind] ?? []}
            defaultSelected={selected[field]}
            error={errors[field]}
          />
        ))}
      </div>
    </fieldset>
  );
}
