import { Trans, useLingui } from '@lingui/react/macro';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { EmailField } from '~/components/forms/person-fields';
import { SubmitButton } from '~/components/ui/submit-button';
import { useAuthActionsPrefetch } from './use-auth-actions-prefetch';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const form = useFormAction();
  useAuthActionsPrefetch();
  return (
    <FormPage
      title={t`Reset your password`}
      lead={
        <Trans>
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </Trans>
      }
    >
      {form.result?.ok ? (
        <SuccessPanel title={t`Check your e-mail`}>
          <p>
            <Trans>
              If an account uses that e-mail address, we have sent it a link to reset the password. The link
              is valid for 30 minutes.
            </Trans>
          </p>
          <p>
            <Trans>If nothing arrives within a few minutes, check your spam folder or try again.</Trans>
          </p>
        </SuccessPanel>
      ) : (
        <ActionForm form={form}>
          <EmailField error={form.errors?.fieldErrors.email} />
          <SubmitButton loading={form.submitting}>
            <Trans>Send the link</Trans>
          </SubmitButton>
        </ActionForm>
      )}
      <p className="text-gray-800">
        <Trans>
          Remembered it? <TextLink to="/login">Sign in</TextLink>
        </Trans>
      </p>
    </FormPage>
  );
}
