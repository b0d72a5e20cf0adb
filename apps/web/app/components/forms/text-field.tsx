import { Trans } from '@lingui/react/macro';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { INPUT_CLASS } from './input-class';
import { useWordedMessage } from './worded-messages';

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
  const worded = useWordedMessage();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-gray-900">
        {label}
        {optional && (
          <span className="font-normal text-gray-700">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          <span className="sr-only">
            <Trans>Error:</Trans>{' '}
          </span>
          {worded(error)}
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

export interface SelectFieldProps extends Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'name'> {
  name: string;
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: string;
  /** `lang` where a label is in another language than the page (a language by its own name). */
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
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
            <option key={option.value} value={option.value} lang={option.lang}>
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
