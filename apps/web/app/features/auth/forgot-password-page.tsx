import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { EmailField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { useAuthActionsPrefetch } from './use-auth-actions-prefetch';

export default function ForgotPasswordPage() {
  const form = useFormAction();
  useAuthActionsPrefetch();
  return (
    <FormPage
      title="Reset your password"
      lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {form.result?.ok ? (
        <SuccessPanel title="Check your e-mail">
          <p>{form.result.message}</p>
          <p>If nothing arrives within a few minutes, check your spam folder or try again.</p>
        </SuccessPanel>
      ) : (
        <ActionForm form={form}>
          <EmailField error={form.errors?.fieldErrors.email} />
          <SubmitButton loading={form.submitting}>Send the link</SubmitButton>
        </ActionForm>
      )}
      <p className="text-gray-800">
        Remembered it? <TextLink to="/login">Sign in</TextLink>
      </p>
    </FormPage>
  );
}
