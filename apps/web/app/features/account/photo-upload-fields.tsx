import { INPUT_CLASS } from '~/components/forms/input-class';
import { FieldShell, TextField } from '~/components/forms/text-field';
import type { FormErrors } from '~/lib/forms/form-errors';
import { PHOTO_MAX_MB } from './photo-upload';

/** What the photo shows, by example: a facility's photos are of the place, a doctor's of the doctor. */
const ALT_EXAMPLES = {
  facility: 'e.g. “The entrance on Adeola Street”',
  provider: 'e.g. “Dr Amina Bello in a white coat, smiling”',
} as const;

/** A photo to upload and what it shows (its alt text), as the photo forms of the dashboards ask them. */
export function PhotoUploadFields({
  label,
  of,
  errors,
}: {
  label: string;
  of: keyof typeof ALT_EXAMPLES;
  errors: FormErrors | undefined;
}) {
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
        hint={`For people who cannot see it, ${ALT_EXAMPLES[of]}.`}
        autoComplete="off"
        maxLength={200}
        error={errors?.fieldErrors.alt}
      />
    </>
  );
}
