import type { FieldText } from '~/components/admin/changed-meanwhile';
import type { ListingBody, TermOptions } from './listing-form';

/**
 * Which of a listing's API fields a form changes: every one in the back office; on an owner's dashboard, the
 * ones the owner keeps (FIELDS_THE_FACILITY_KEEPS, FIELDS_THE_PROVIDER_KEEPS), as the API enforces them.
 */
export type ChangeableFields = 'every' | readonly string[];

/** A field's text for "what changed meanwhile", with the API field it shows. */
export interface FieldDescription extends FieldText {
  field: string;
}

/** The API field a form box belongs to: its id's first part (`openingHours.mon.open` is `openingHours`). */
const fieldOfBox = (id: string) => id.split('.')[0] ?? id;

export const changes = (fields: ChangeableFields, field: string): boolean =>
  fields === 'every' || fields.includes(field);

/** The boxes of the fields the form changes, in the form's order (the error summary's). */
export const boxesChanged = (order: readonly string[], fields: ChangeableFields): readonly string[] =>
  order.filter((id) => changes(fields, fieldOfBox(id)));

/** The write, with only the fields the form changes. */
export const bodyChanging = (
  body: Record<string, unknown>,
  fields: ChangeableFields,
): Record<string, unknown> =>
  fields === 'every'
    ? body
    : Object.fromEntries(Object.entries(body).filter(([field]) => changes(fields, field)));

/** The texts of the fields the form changes. */
export const describedChanging = (
  texts: readonly FieldDescription[],
  fields: ChangeableFields,
): FieldText[] =>
  texts.filter(({ field }) => changes(fields, field)).map(({ label, text }) => ({ label, text }));

/** A listing's whole form: its values, the write of every field, the boxes' order and the fields as text. */
export interface WholeListingForm<Listing, Values> {
  valuesOf: (listing: Listing | null) => Values;
  valuesFrom: (form: FormData) => Values;
  body: (values: Values) => ListingBody;
  fieldOrder: readonly string[];
  describe: (values: Values, options: TermOptions) => FieldDescription[];
}

/**
 * The form for whoever changes `fields`: its values are always the whole listing's; what it writes, orders
 * and compares is the fields it changes.
 */
export function formChanging<Listing, Values>(
  whole: WholeListingForm<Listing, Values>,
  fields: ChangeableFields,
) {
  return {
    valuesOf: whole.valuesOf,
    valuesFrom: whole.valuesFrom,
    fieldOrder: boxesChanged(whole.fieldOrder, fields),
    body(values: Values): ListingBody {
      const { body, fieldOf } = whole.body(values);
      return { body: bodyChanging(body, fields), fieldOf };
    },
    describe: (values: Values, options: TermOptions): FieldText[] =>
      describedChanging(whole.describe(values, options), fields),
  };
}
