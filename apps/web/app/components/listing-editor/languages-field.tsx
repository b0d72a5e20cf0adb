import { TextField } from '~/components/forms/text-field';

/** The languages spoken at a listing, typed in one box (every listing editor has it). */
export function LanguagesField({
  defaultValue,
  error,
}: {
  defaultValue: string;
  error?: string | undefined;
}) {
  return (
    <TextField
      id="languages"
      name="languages"
      label="Languages"
      optional
      hint="Separated by commas, such as English, Yoruba, Pidgin."
      autoComplete="off"
      defaultValue={defaultValue}
      error={error}
    />
  );
}
