import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { NameFields, PhoneField } from '~/components/forms/person-fields';
import { EmailField, NewPasswordField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { useAuthActionsPrefetch } from './use-auth-actions-prefetch';

export default function SignupPage() {
  const form = useFormAction();
  useAuthActionsPrefetch();
  const fieldErrors = form.errors?.fieldErrors ?? {};
  return (
    <FormPage
      title="Create an account"
      lead="An account is free. You do not need one to search; you need one to review and to manage a listing."
    >
      {form.result?.ok ? (
        <SuccessPanel title="Check your e-mail">
          <p>{form.result.message}</p>
          <p>
            Open the link in it to confirm your address, then <TextLink to="/login">sign in</TextLink> with
            your password. If nothing arrives within a few minutes, check your spam folder.
          </p>
        </SuccessPanel>
      ) : (
        <>
          <ActionForm form={form}>
            <NameFields fieldErrors={fieldErrors} />
            <EmailField hint="We will send a link to confirm it." error={fieldErrors.email} />
            <PhoneField error={fieldErrors.phone} />
            <NewPasswordField name="password" label="Password" error={fieldErrors.password} />
            <SubmitButton loading={form.submitting}>Create account</SubmitButton>
          </ActionForm>
          <p className="text-gray-800">
            Already have an account? <TextLink to="/login">Sign in</TextLink>
          </p>
        </>
      )}
      <p className="text-sm text-gray-700">
        By creating an account you accept the <TextLink to="/terms">terms of use</TextLink> and our{' '}
        <TextLink to="/privacyPolicy">privacy policy</TextLink>.
      </p>
    </FormPage>
  );
}
