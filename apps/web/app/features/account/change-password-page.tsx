import { Trans, useLingui } from '@lingui/react/macro';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { NewPasswordField, PasswordField } from '~/components/forms/person-fields';
import { SubmitButton } from '~/components/ui/submit-button';
import { decodeAccessToken } from '~/lib/auth/access-token';
import { dashboardPathFor } from '~/lib/auth/roles';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import { useAccountActionsPrefetch } from './use-account-actions-prefetch';

export default function ChangePasswordPage() {
  const { t } = useLingui();
  const form = useFormAction();
  useAccountActionsPrefetch();
  const role = decodeAccessToken(useStoredAccessToken())?.role;
  return (
    <FormPage title={t`Change your password`} lead={t`Changing it signs you out on your other devices.`}>
      {form.result?.ok ? (
        <SuccessPanel title={t`Your password is changed`}>
          {form.result.message && <p>{form.result.message}</p>}
          {role && (
            <p>
              <TextLink to={dashboardPathFor(role)}>
                <Trans>Back to your dashboard</Trans>
              </TextLink>
            </p>
          )}
        </SuccessPanel>
      ) : (
        <ActionForm form={form}>
          <PasswordField
            name="currentPassword"
            label={t`Current password`}
            autoComplete="current-password"
            error={form.errors?.fieldErrors.currentPassword}
          />
          <NewPasswordField
            name="newPassword"
            label={t`New password`}
            error={form.errors?.fieldErrors.newPassword}
          />
          <SubmitButton className="self-start" loading={form.submitting}>
            <Trans>Change password</Trans>
          </SubmitButton>
        </ActionForm>
      )}
    </FormPage>
  );
}
