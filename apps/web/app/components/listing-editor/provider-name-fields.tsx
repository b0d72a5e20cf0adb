import { TextField } from '~/components/forms/text-field';

/**
 * A doctor's first name, last name and title. `own`: the doctor types their own (the browser may fill them
 * in); otherwise someone else's, which the browser must not fill with the editor's.
 */
export function ProviderNameFields({
  defaults,
  errors,
  own = false,
}: {
  defaults: { firstName: string; lastName: string; title: string };
  errors: Readonly<Record<string, string>>;
  own?: boolean;
}) {
  return (
    <>
      <TextField
        id="firstName"
        name="firstName"
        label="First name"
        autoComplete={own ? 'given-name' : 'off'}
        defaultValue={defaults.firstName}
        error={errors.firstName}
      />
      <TextField
        id="lastName"
        name="lastName"
        label="Last name"
        autoComplete={own ? 'family-name' : 'off'}
        defaultValue={defaults.lastName}
        error={errors.lastName}
      />
      <TextField
        id="title"
        name="title"
        label="Title"
        optional
        hint="Such as Dr or Prof."
        autoComplete={own ? 'honorific-prefix' : 'off'}
        defaultValue={defaults.title}
        error={errors.title}
      />
    </>
  );
}
