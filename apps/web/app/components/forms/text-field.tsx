import { useState } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { INPUT_CLASS } from './input-class';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, hint and error around one control; the control is described by the hint and the error. */
export function FieldShell({ id, label, hint, error, optional, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-gray-900">
        {label}
        {optional && <span className="font-normal text-gray-700"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
      {children(describedBy)}
    </div>
  );
}

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'name'> {
  name: string;
  label: ReactNode;
  /** Defaults to the name; the error summary links to it. */
  id?: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
}

export function TextField({
  name,
  label,
  id = name,
  hint,
  error,
  optional,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      {(describedBy) => (
        <input
          {...input}
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={[INPUT_CLASS, className].filter(Boolean).join(' ')}
        />
      )}
    </FieldShell>
  );
}

export function EmailField({ error, hint }: { error?: string; hint?: string }) {
  return (
    <TextField
      name="email"
      type="email"
      label="E-mail address"
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
        Show password
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
      hint={`At least ${NEW_PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password.`}
    />
  );
}

export interface SelectFieldProps extends Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'name'> {
  name: string;
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({
  name,
  label,
  id = name,
  hint,
  error,
  options,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          {...select}
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={[INPUT_CLASS, className].filter(Boolean).join(' ')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'id' | 'name'> {
  name: string;
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
}

export function TextAreaField({
  name,
  label,
  id = name,
  hint,
  error,
  optional,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      {(describedBy) => (
        <textarea
          rows={3}
          {...textarea}
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={[INPUT_CLASS, 'py-2', className].filter(Boolean).join(' ')}
        />
      )}
    </FieldShell>
  );
}
