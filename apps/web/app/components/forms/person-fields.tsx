import { TextField } from './text-field';

interface PersonFieldsProps {
  fieldErrors: Record<string, string | undefined>;
  defaults?: { firstName: string; lastName: string };
}

/** First and last name, as sign-up and the profile ask for them. */
export function NameFields({ fieldErrors, defaults }: PersonFieldsProps) {
  return (
    <>
      <TextField
        name="firstName"
        label="First name"
        autoComplete="given-name"
        defaultValue={defaults?.firstName}
        error={fieldErrors.firstName}
      />
      <TextField
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        defaultValue={defaults?.lastName}
        error={fieldErrors.lastName}
      />
    </>
  );
}

/** The optional phone number; the server applies the spec §5 rule (+234 when there is no leading +). */
export function PhoneField({
  error,
  defaultValue,
  removable = false,
}: {
  error?: string;
  defaultValue?: string;
  /** On the profile: an emptied field removes the number. */
  removable?: boolean;
}) {
  return (
    <TextField
      name="phone"
      type="tel"
      label="Phone number"
      optional
      autoComplete="tel"
      hint={`A Nigerian number such as 0803 123 4567, or any number starting with +.${removable ? ' Leave it empty to remove it.' : ''}`}
      defaultValue={defaultValue}
      error={error}
    />
  );
}
