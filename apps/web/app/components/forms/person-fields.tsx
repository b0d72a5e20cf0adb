import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from './text-field';

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
        label={<Trans>First name</Trans>}
        autoComplete="given-name"
        defaultValue={defaults?.firstName}
        error={fieldErrors.firstName}
      />
      <TextField
        name="lastName"
        label={<Trans>Last name</Trans>}
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
      label={<Trans>Phone number</Trans>}
      optional
      autoComplete="tel"
      hint={
        removable ? (
          <Trans>
            A Nigerian number such as 0803 123 4567, or any number starting with +. Leave it empty to remove
            it.
          </Trans>
        ) : (
          <Trans>A Nigerian number such as 0803 123 4567, or any number starting with +.</Trans>
        )
      }
      defaultValue={defaultValue}
      error={error}
    />
  );
}

export function EmailField({ error, hint }: { error?: string; hint?: ReactNode }) {
  return (
    <TextField
      name="email"
      type="email"
      label={<Trans>E-mail address</Trans>}
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      hint={hint}
      error={error}
    />
  );
}

/** A password input with a Show/Hide button, so a mistyped new password is seen before it is saved. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const id = props.id ?? props.name;
  return (
    <div className="flex flex-col gap-1">
      <TextField {...props} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <button
        type="button"
        aria-controls={id}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        className="self-start py-1 text-sm font-semibold text-green-800 underline underline-offset-2"
      >
        <Trans>Show password</Trans>
      </button>
    </div>
  );
}

/**
 * The contract's PASSWORD_MIN_LENGTH, repeated so that showing a form does not load zod with the
 * contracts (text-field.test.tsx checks that the two agree).
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/** A new password (sign-up, reset, change) with the password rule as its hint. */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'>) {
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      hint={
        <Trans>
          At least {NEW_PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password.
        </Trans>
      }
    />
  );
}
