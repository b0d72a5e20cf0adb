import { FACILITY_DESCRIPTION_MAX } from '@carefinder/contracts';
import { TextAreaField } from '~/components/forms/text-field';
import { LanguagesField } from './languages-field';

/** What a facility says of itself and the languages spoken there, as every facility editor has them. */
export function FacilityAboutFields({
  legend,
  defaults,
  errors,
}: {
  legend: string;
  defaults: { description: string; languages: string };
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="text-lg font-semibold text-gray-900">{legend}</legend>
      <TextAreaField
        id="description"
        name="description"
        label="About the facility"
        optional
        rows={5}
        maxLength={FACILITY_DESCRIPTION_MAX}
        hint={`What a patient should know before coming, in plain words: at most ${FACILITY_DESCRIPTION_MAX.toLocaleString('en')} characters.`}
        defaultValue={defaults.description}
        error={errors.description}
      />
      <LanguagesField defaultValue={defaults.languages} error={errors.languages} />
    </fieldset>
  );
}
