import { useEffect, useRef } from 'react';
import type { MouseEvent, RefObject } from 'react';
import { hasFormErrors } from '~/lib/forms/form-errors';
import type { FormErrors } from '~/lib/forms/form-errors';

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * The form's errors at its top (GOV.UK pattern): announced as an alert, each field error a link that
 * moves focus to the field. A message without a field is shown here only.
 */
export function ErrorSummary({
  errors,
  ref,
}: {
  errors?: FormErrors;
  ref?: RefObject<HTMLDivElement | null>;
}) {
  if (!errors || !hasFormErrors(errors)) return null;
  const fieldErrors = Object.entries(errors.fieldErrors);
  return (
    <div ref={ref} tabIndex={-1} className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-950">
      <div role="alert">
        <h2 className="text-lg font-semibold">There is a problem</h2>
        {errors.formError && <p className="mt-1">{errors.formError}</p>}
        {fieldErrors.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {fieldErrors.map(([field, message]) => (
              <li key={field}>
                <a href={`#${field}`} onClick={(event) => focusField(event, field)} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * After a submission that failed: focus moves to the first invalid field, or to the error summary when
 * the problem is not about one field, so keyboard and screen-reader users land on what to fix.
 */
export function useFocusOnErrors(errors: FormErrors | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!errors || !hasFormErrors(errors)) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? summaryRef.current)?.focus();
  }, [errors]);
  return { formRef, summaryRef };
}
