import { FACILITY_LEVELS, FACILITY_OWNERSHIPS, LISTING_STATUSES } from '@carefinder/contracts';
import { ContactFields } from '~/components/listing-editor/contact-fields';
import { DatedHoursFields } from '~/components/listing-editor/dated-hours-fields';
import { FacilityAboutFields } from '~/components/listing-editor/facility-about-fields';
import { SelectField, TextField } from '~/components/forms/text-field';
import { LEVEL_LABELS, OWNERSHIP_LABELS } from '~/components/listing/facility-classification';
import { changes } from './changeable-fields';
import type { EditorFieldsProps } from './editor-fields';
import { FACILITY_TERM_FIELDS, STATUS_LABELS, type FacilityValues } from './facility-form';
import { OpeningHoursEditor } from '~/components/listing-editor/opening-hours-editor';
import { PlaceFields } from '~/components/listing-editor/place-fields';
import { ReadinessFields } from '~/components/listing-editor/readiness-fields';
import { TermPickers } from '~/components/listing-editor/term-pickers';

const SECTION_CLASS = 'flex min-w-0 flex-col gap-4';

/**
 * The facility editor's fields; ids and names are the API's paths, so its errors land on them. The boxes of
 * the fields the form changes: every one in the back office, what its team keeps on their dashboard, where the
 * headings speak to the team ("How to reach you").
 */
export function FacilityFields({
  defaults,
  options,
  errors,
  map,
  fields = 'every',
}: EditorFieldsProps<FacilityValues>) {
  const types = options.terms['facility-types'] ?? [];
  const toTheTeam = fields !== 'every';
  return (
    <>
      <div className={SECTION_CLASS}>
        {changes(fields, 'name') && (
          <TextField
            id="name"
            name="name"
            label="Name"
            hint={toTheTeam ? 'Its name as it is on the sign at its entrance.' : undefined}
            autoComplete="off"
            defaultValue={defaults.name}
            error={errors.name}
          />
        )}
        {changes(fields, 'keywords') && (
          <>
            <TextField
              id="keywords"
              name="keywords"
              label="Other names"
              optional
              hint="Abbreviations and other names people search with, separated by spaces, such as LASUTH."
              autoComplete="off"
              spellCheck={false}
              defaultValue={defaults.keywords}
              error={errors.keywords}
            />
            <div className="grid gap-4 md:grid-cols-2">
              <SelectField
                id="facilityType"
                name="facilityType"
                label="Facility type"
                defaultValue={defaults.facilityType}
                error={errors.facilityType}
                options={[
                  { value: '', label: 'Not known' },
                  ...types.map(({ slug, name }) => ({ value: slug, label: name })),
                ]}
              />
              <SelectField
                id="ownership"
                name="ownership"
                label="Ownership"
                defaultValue={defaults.ownership}
                error={errors.ownership}
                options={FACILITY_OWNERSHIPS.map((value) => ({
                  value,
                  label: OWNERSHIP_LABELS[value] ?? 'Not known',
                }))}
              />
              <TextField
                id="ownershipDetail"
                name="ownershipDetail"
                label="Owner"
                optional
                hint="Such as Lagos State Government, or the mission that runs it."
                autoComplete="off"
                defaultValue={defaults.ownershipDetail}
                error={errors.ownershipDetail}
              />
              <SelectField
                id="level"
                name="level"
                label="Level of care"
                defaultValue={defaults.level}
                error={errors.level}
                options={FACILITY_LEVELS.map((value) => ({
                  value,
                  label: LEVEL_LABELS[value] ?? 'Not known',
                }))}
              />
              <SelectField
                id="status"
                name="status"
                label="Status"
                hint="A closed facility leaves search; its page stays and says so. Set Active to reopen it."
                defaultValue={defaults.status}
                error={errors.status}
                options={LISTING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
              />
            </div>
          </>
        )}
      </div>

      {changes(fields, 'place') && map && (
        <PlaceFields
          defaults={defaults}
          states={options.states}
          initialLgas={options.lgas}
          errors={errors}
          map={map}
          placeName={defaults.name || 'the new facility'}
          withWard
        />
      )}

      {changes(fields, 'phones') && (
        <ContactFields
          legend={toTheTeam ? 'How to reach you' : 'Contact'}
          defaults={defaults}
          errors={errors}
        />
      )}
      {changes(fields, 'description') && (
        <FacilityAboutFields
          legend={toTheTeam ? 'About you' : 'About the facility'}
          defaults={defaults}
          errors={errors}
        />
      )}

      {changes(fields, 'openingHours') && <OpeningHoursEditor defaults={defaults.hours} errors={errors} />}
      {changes(fields, 'hoursExceptions') && (
        <DatedHoursFields
          legend={toTheTeam ? 'Days you are closed or open other hours' : 'Holidays and closures'}
          defaults={defaults.hoursExceptions}
          errors={errors}
        />
      )}

      <TermPickers
        legend={toTheTeam ? 'What you offer' : 'What it offers'}
        fields={FACILITY_TERM_FIELDS.filter(({ field }) => changes(fields, field))}
        options={options.terms}
        selected={defaults}
        errors={errors}
      />

      {changes(fields, 'readiness') && (
        <ReadinessFields
          legend={toTheTeam ? 'What you can do in an emergency' : 'In an emergency'}
          defaults={defaults.readiness}
          options={options.terms}
          errors={errors}
        />
      )}

      {changes(fields, 'lastVerifiedAt') && (
        <>
          <TextField
            id="lastVerified"
            name="lastVerified"
            type="date"
            label="Last verified"
            optional
            hint="The day someone last checked the listing with the facility itself. Search ranks verified listings higher."
            defaultValue={defaults.lastVerified}
            error={errors.lastVerified}
          />
          <input type="hidden" name="lastVerifiedAt" value={defaults.lastVerifiedAt} />
        </>
      )}
    </>
  );
}
