import { Form, useActionData, useNavigation } from 'react-router';
import type { ReactNode } from 'react';
import type { FormActionResult } from '~/lib/forms/form-action';
import { ErrorSummary, useFocusOnErrors } from './error-summary';

/** The page form's last result, its errors, whether it is being submitted, and the focus refs. */
export function useFormAction() {
  const result = useActionData<FormActionResult>();
  const errors = result?.ok === false ? result.errors : undefined;
  const submitting = useNavigation().state === 'submitting';
  return { result, errors, submitting, ...useFocusOnErrors(errors) };
}

export type FormActionState = ReturnType<typeof useFormAction>;

/**
 * A page's form, posted to its route's action, with the error summary above it. Validation is the action's
 * (noValidate): the browser's own bubbles are neither announced nor worded like ours.
 */
export function ActionForm({
  form: { errors, formRef, summaryRef },
  children,
}: {
  form: FormActionState;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <Form method="post" noValidate ref={formRef} className="flex flex-col gap-4">
        {children}
      </Form>
    </>
  );
}
