import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { NewPasswordField } from '~/components/forms/person-fields';
import { SubmitButton } from '~/components/ui/submit-button';
import { useAuthActionsPrefetch } from './use-auth-actions-prefetch';

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { t } = useLingui();
  const form = useFormAction();
  useAuthActionsPrefetch();

  if (!token) {
    return (
      <FormPage title={t`Choose a new password`}>
        <p className="text-gray-800">
          <Trans>
            This page opens from the link in a password-reset e-mail, and that link is missing here. Open the
            link from the e-mail again, or <TextLink to="/forgot-password">ask for a new link</TextLink>.
          </Trans>
        </p>
      </FormPage>
    );
  }

  return (
    <FormPage title={t`Choose a new password`}>
      {form.result?.ok ? (
        <SuccessPanel title={t`Your password has been changed`}>
          <p>
            <Trans>
              You can now <TextLink to="/login">sign in with your new password</TextLink>.
            </Trans>
          </p>
        </SuccessPanel>
      ) : (
        <>
          <ActionForm form={form}>
            <input type="hidden" name="token" value={token} />
            <NewPasswordField
              name="password"
              label={<Trans>New password</Trans>}
              error={form.errors?.fieldErrors.password}
            />
            <SubmitButton loading={form.submitting}>
              <Trans>Save the new password</Trans>
            </SubmitButton>
          </ActionForm>
          {form.errors && !form.errors.fieldErrors.password && (
            <p className="text-gray-800">
              <Trans>
                A link works once and for 30 minutes. If yours has expired,{' '}
                <TextLink to="/forgot-password">ask for a new link</TextLink>.
              </Trans>
            </p>
          )}
        </>
      )}
    </FormPage>
  );
}
