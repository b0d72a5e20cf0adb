import { Trans, useLingui } from '@lingui/react/macro';
import { ActionForm, useFormAction } from '~/components/forms/action-form';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { EmailField, NameFields, NewPasswordField, PhoneField } from '~/components/forms/person-fields';
import { SubmitButton } from '~/components/ui/submit-button';
import { useAuthActionsPrefetch } from './use-auth-actions-prefetch';

export default function SignupPage() {
  const { t } = useLingui();
  const form = useFormAction();
  /** The address the confirmation went to: the sign-up action's answer. */
  const sentTo = form.result?.ok ? form.result.message : undefined;
  useAuthActionsPrefetch();
  const fieldErrors = form.errors?.fieldErrors ?? {};
  return (
    <FormPage
      title={t`Create an account`}
      lead={
        <Trans>
          An account is free. You do not need one to search; you need one to review and to manage a listing.
        </Trans>
      }
    >
      {sentTo ? (
        <SuccessPanel title={t`Check your e-mail`}>
          <p>
            <Trans>
              We have sent a message to {sentTo} with what to do next. It can take a few minutes to arrive.
            </Trans>
          </p>
          <p>
            <Trans>
              Open the link in it to confirm your address, then <TextLink to="/login">sign in</TextLink> with
              your password. If nothing arrives within a few minutes, check your spam folder.
            </Trans>
          </p>
        </SuccessPanel>
      ) : (
        <>
          <ActionForm form={form}>
            <NameFields fieldErrors={fieldErrors} />
            <EmailField hint={<Trans>We will send a link to confirm it.</Trans>} error={fieldErrors.email} />
            <PhoneField error={fieldErrors.phone} />
            <NewPasswordField name="password" label={<Trans>Password</Trans>} error={fieldErrors.password} />
            <SubmitButton loading={form.submitting}>
              <Trans>Create account</Trans>
            </SubmitButton>
          </ActionForm>
          <p className="text-gray-800">
            <Trans>
              Already have an account? <TextLink to="/login">Sign in</TextLink>
            </Trans>
          </p>
        </>
      )}
      <p className="text-sm text-gray-700">
        <Trans>
          By creating an account you accept the <TextLink to="/terms">terms of use</TextLink> and our{' '}
          <TextLink to="/privacyPolicy">privacy policy</TextLink>.
        </Trans>
      </p>
    </FormPage>
  );
}
