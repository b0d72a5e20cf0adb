import { LISTING_STATUSES } from '@carefinder/contracts';
import { SelectField, TextField } from '~/components/forms/text-field';
import { changes } from './changeable-fields';
import type { EditorFieldsProps } from './editor-fields';
import { STATUS_LABELS } from './facility-form';
import { FacilityPicker } from './facility-picker';
import { PlaceFields } from '~/components/listing-editor/place-fields';
import { TermPickers } from '~/components/listing-editor/term-pickers';
import { EducationFields } from '~/components/listing-editor/education-fields';
import { ProfileTextFields } from '~/components/listing-editor/profile-text-fields';
import { PROVIDER_TERM_FIELDS, type ProviderValues } from './provider-form';
import { LanguagesField } from '~/components/listing-editor/languages-field';

const SECTION_CLASS = 'flex min-w-0 flex-col gap-4';

/**
 * The provider editor's fields; ids and names are the API's paths, so its errors land on them. The boxes of
 * the fields the form changes: every one in the back office, what the provider keeps on their dashboard, where
 * the headings speak to them ("What you do").
 */
export function ProviderFields({
  defaults,
  options,
  errors,
  map,
  fields = 'every',
}: EditorFieldsProps<ProviderValues>) {
  const name = `${defaults.firstName} ${defaults.lastName}`.trim();
  return (
    <>
      <div className={SECTION_CLASS}>
        {changes(fields, 'firstName') && (
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id="firstName"
              name="firstName"
              label="First name"
              autoComplete="off"
              defaultValue={defaults.firstName}
              error={errors.firstName}
            />
            <TextField
              id="lastName"
              name="lastName"
              label="Last name"
              autoComplete="off"
              defaultValue={defaults.lastName}
              error={errors.lastName}
            />
            <TextField
              id="title"
              name="title"
              label="Title"
              optional
              hint="Such as Dr or Prof."
              autoComplete="off"
              defaultValue={defaults.title}
              error={errors.title}
            />
            <SelectField
              id="status"
              name="status"
              label="Status"
              hint="A closed profile leaves search; its page stays and says so. Set Active to reopen it."
              defaultValue={defaults.status}
              error={errors.status}
              options={LISTING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            />
          </div>
        )}
        {changes(fields, 'bio') && <ProfileTextFields defaults={defaults} errors={errors} />}
      </div>

      {changes(fields, 'education') && <EducationFields defaults={defaults.education} errors={errors} />}

      <div className="grid gap-4 md:grid-cols-2">
        {changes(fields, 'languages') && (
          <LanguagesField defaultValue={defaults.languages} error={errors.languages} />
        )}
        {changes(fields, 'registrationNumber') && (
          <TextField
            id="registrationNumber"
            name="registrationNumber"
            label="Registration number"
            optional
            hint="With the Medical and Dental Council of Nigeria, or the worker’s own council."
            autoComplete="off"
            defaultValue={defaults.registrationNumber}
            error={errors.registrationNumber}
          />
        )}
      </div>

      <TermPickers
        legend={fields === 'every' ? 'What they do' : 'What you do'}
        fields={PROVIDER_TERM_FIELDS.filter(({ field }) => changes(fields, field))}
        options={options.terms}
        selected={defaults}
        errors={errors}
      />

      {changes(fields, 'place') && map && (
        <PlaceFields
          defaults={defaults}
          states={options.states}
          initialLgas={options.lgas}
          errors={errors}
          map={map}
          placeName={name || 'the new provider'}
          withWard={false}
        />
      )}

      {changes(fields, 'facilities') && (
        <FacilityPicker id="facilities" defaults={defaults.facilities} error={errors.facilities} />
      )}
    </>
  );
}
