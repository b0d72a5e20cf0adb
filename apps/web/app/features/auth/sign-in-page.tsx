import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, TextLink } from '~/components/forms/form-page';
import { EmailField, PasswordField } from '~/components/forms/person-fields';
import { SubmitButton } from '~/components/ui/submit-button';
import { useAuthActionsPrefetch } from './use-auth-actions-prefetch';

/** /login and /admin-login: the same form; each route's action picks the endpoint. */
export function SignInPage({
  title,
  lead,
  otherWay,
}: {
  title: string;
  lead: ReactNode;
  otherWay: ReactNode;
}) {
  const form = useFormAction();
  useAuthActionsPrefetch();
  return (
    <FormPage title={title} lead={lead}>
      <ActionForm form={form}>
        <EmailField error={form.errors?.fieldErrors.email} />
        <PasswordField
          name="password"
          label={<Trans>Password</Trans>}
          autoComplete="current-password"
          error={form.errors?.fieldErrors.password}
        />
        <SubmitButton loading={form.submitting}>
          <Trans>Sign in</Trans>
        </SubmitButton>
      </ActionForm>
      <div className="flex flex-col gap-2 text-gray-800">
        <p>
          <TextLink to="/forgot-password">
            <Trans>Forgot your password?</Trans>
          </TextLink>
        </p>
        <p>{otherWay}</p>
      </div>
    </FormPage>
  );
}
