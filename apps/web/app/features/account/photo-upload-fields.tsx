import { FieldShell, INPUT_CLASS, TextField } from '~/components/forms/text-field';
import type { FormErrors } from '~/lib/forms/form-errors';
import { PHOTO_MAX_MB } from './photo-upload';

/** A photo to upload and what it shows (its alt text), as the photo forms of the dashboards ask them. */
export function PhotoUploadFields({ label, errors }: { label: string; errors: FormErrors | undefined }) {
  return (
    <>
      <FieldShell
        id="image"
        label={label}
        hint={`A JPEG, PNG or WebP photo, at most ${PHOTO_MAX_MB} MB. We make small copies for phones and keep no camera or location data.`}
        error={errors?.fieldErrors.image}
      >
        {(describedBy) => (
          <input
            id="image"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={errors?.fieldErrors.image ? true : undefined}
            aria-describedby={describedBy}
            className={`${INPUT_CLASS} py-2`}
          />
        )}
      </FieldShell>
      <TextField
        id="alt"
        name="alt"
        label="What the photo shows"
        hint="For people who cannot see it, e.g. “The entrance on Adeola Street”."
        autoComplete="off"
        maxLength={200}
        error={errors?.fieldErrors.alt}
      />
    </>
  );
}
