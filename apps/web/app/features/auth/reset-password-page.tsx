import { useSearchParams } from 'react-router';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { NewPasswordField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { useAuthActionsPrefetch } from './use-auth-actions-prefetch';

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useFormAction();
  useAuthActionsPrefetch();

  if (!token) {
    return (
      <FormPage title="Choose a new password">
        <p className="text-gray-800">
          This page opens from the link in a password-reset e-mail, and that link is missing here. Open the
          link from the e-mail again, or <TextLink to="/forgot-password">ask for a new link</TextLink>.
        </p>
      </FormPage>
    );
  }

  return (
    <FormPage title="Choose a new password">
      {form.result?.ok ? (
        <SuccessPanel title="Your password has been changed">
          <p>
            You can now <TextLink to="/login">sign in with your new password</TextLink>.
          </p>
        </SuccessPanel>
      ) : (
        <>
          <ActionForm form={form}>
            <input type="hidden" name="token" value={token} />
            <NewPasswordField
              name="password"
              label="New password"
              error={form.errors?.fieldErrors.password}
            />
            <SubmitButton loading={form.submitting}>Save the new password</SubmitButton>
          </ActionForm>
          {form.errors && !form.errors.fieldErrors.password && (
            <p className="text-gray-800">
              A link works once and for 30 minutes. If yours has expired,{' '}
              <TextLink to="/forgot-password">ask for a new link</TextLink>.
            </p>
          )}
        </>
      )}
    </FormPage>
  );
}
