import type { ReactNode } from 'react';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, TextLink } from '~/components/forms/form-page';
import { EmailField, PasswordField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { useAuthActionsPrefetch } from './use-auth-actions-prefetch';

/** /login and /admin-login: the same form; each route's action picks the endpoint. */
export function SignInPage({ title, lead, otherWay }: { title: string; lead: string; otherWay: ReactNode }) {
  const form = useFormAction();
  useAuthActionsPrefetch();
  return (
    <FormPage title={title} lead={lead}>
      <ActionForm form={form}>
        <EmailField error={form.errors?.fieldErrors.email} />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          error={form.errors?.fieldErrors.password}
        />
        <SubmitButton loading={form.submitting}>Sign in</SubmitButton>
      </ActionForm>
      <div className="flex flex-col gap-2 text-gray-800">
        <p>
          <TextLink to="/forgot-password">Forgot your password?</TextLink>
        </p>
        <p>{otherWay}</p>
      </div>
    </FormPage>
  );
}
