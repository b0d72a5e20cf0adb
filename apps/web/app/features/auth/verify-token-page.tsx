import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { FormPage, SuccessPanel, TextLink } from '~/components/forms/form-page';
import { TextField } from '~/components/forms/text-field';
import { PageSkeleton } from '~/components/ui/skeleton';
import { SubmitButton } from '~/components/ui/submit-button';
import type { FormActionResult } from '~/lib/forms/form-action';
import { useAuthActionsPrefetch } from './use-auth-actions-prefetch';

/**
 * Opened from the verification e-mail: checks `?token=` at once, and offers a field to paste the link
 * or the token, for mail apps that break long links.
 */
export default function VerifyTokenPage() {
  const [searchParams] = useSearchParams();
  const linkToken = searchParams.get('token') ?? '';
  const { t } = useLingui();
  const verification = useFetcher<FormActionResult>();
  const started = useRef(false);
  const result = verification.data;
  const errors = result?.ok === false ? result.errors : undefined;
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  useAuthActionsPrefetch();

  useEffect(() => {
    if (!linkToken || started.current) return;
    started.current = true;
    void verification.submit({ token: linkToken }, { method: 'post' });
  }, [linkToken, verification]);

  if (result?.ok) {
    return (
      <FormPage title={t`E-mail address verified`}>
        <SuccessPanel title={t`Your e-mail address is verified. Thank you.`}>
          <p>
            <Trans>
              Next, <TextLink to="/login">sign in</TextLink> to write reviews and keep your details up to
              date.
            </Trans>
          </p>
        </SuccessPanel>
      </FormPage>
    );
  }

  const checkingLink = linkToken !== '' && !result;
  return (
    <FormPage
      title={t`Verify your e-mail address`}
      lead={
        checkingLink ? (
          <Trans>Checking the link from your e-mail…</Trans>
        ) : (
          <Trans>Paste the link from the e-mail we sent you, or just the code at its end.</Trans>
        )
      }
    >
      {checkingLink ? (
        <PageSkeleton />
      ) : (
        <>
          <ErrorSummary errors={errors} ref={summaryRef} />
          {errors && (
            <p className="text-gray-800">
              <Trans>
                Links work once and expire after a while. <TextLink to="/login">Sign in</TextLink> and send a
                new link from your dashboard.
              </Trans>
            </p>
          )}
          <verification.Form method="post" noValidate ref={formRef} className="flex flex-col gap-4">
            <TextField
              name="token"
              label={<Trans>Link or code from the e-mail</Trans>}
              autoComplete="off"
              spellCheck={false}
              defaultValue={linkToken}
              error={errors?.fieldErrors.token}
            />
            <SubmitButton loading={verification.state !== 'idle'}>
              <Trans>Verify</Trans>
            </SubmitButton>
          </verification.Form>
        </>
      )}
    </FormPage>
  );
}
