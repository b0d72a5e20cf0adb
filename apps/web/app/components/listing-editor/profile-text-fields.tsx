import { TextAreaField } from '~/components/forms/text-field';

/** A provider's bio and professional summary (spec §3's sample profile), as every provider editor has them. */
export function ProfileTextFields({
  defaults,
  errors,
}: {
  defaults: { bio: string; professionalSummary: string };
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <TextAreaField
        id="bio"
        name="bio"
        label="Bio"
        optional
        rows={4}
        defaultValue={defaults.bio}
        error={errors.bio}
      />
      <TextAreaField
        id="professionalSummary"
        name="professionalSummary"
        label="Professional summary"
        optional
        rows={4}
        defaultValue={defaults.professionalSummary}
        error={errors.professionalSummary}
      />
    </>
  );
}
