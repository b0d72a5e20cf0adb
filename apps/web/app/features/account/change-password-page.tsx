import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { NewPasswordField, PasswordField } from '~/components/forms/person-fields';
import { SubmitButton } from '~/components/ui/submit-button';
import { decodeAccessToken } from '~/lib/auth/access-token';
import { dashboardPathFor } from '~/lib/auth/roles';
import { useStoredAccessToken } from '~/lib/auth/use-stored-access-token';
import { useAccountActionsPrefetch } from './use-account-actions-prefetch';

export default function ChangePasswordPage() {
  const form = useFormAction();
  useAccountActionsPrefetch();
  const role = decodeAccessToken(useStoredAccessToken())?.role;
  return (
    <FormPage title="Change your password" lead="Changing it signs you out on your other devices.">
      {form.result?.ok ? (
        <SuccessPanel title="Your password is changed">
          {form.result.message && <p>{form.result.message}</p>}
          {role && (
            <p>
              <TextLink to={dashboardPathFor(role)}>Back to your dashboard</TextLink>
            </p>
          )}
        </SuccessPanel>
      ) : (
        <ActionForm form={form}>
          <PasswordField
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            error={form.errors?.fieldErrors.currentPassword}
          />
          <NewPasswordField
            name="newPassword"
            label="New password"
            error={form.errors?.fieldErrors.newPassword}
          />
          <SubmitButton className="self-start" loading={form.submitting}>
            Change password
          </SubmitButton>
        </ActionForm>
      )}
    </FormPage>
  );
}
