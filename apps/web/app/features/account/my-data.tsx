import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import type { FormActionResult } from '~/lib/forms/form-action';
import { downloadAccountData } from './account-api';

/**
 * The Nigeria Data Protection Act 2023 on the user's dashboard (decision 0018): a copy of everything kept
 * about the account, as a file; and the deletion of the account, after its password and a last question.
 */
export function MyData() {
  return (
    <div className="flex flex-col gap-4">
      <DownloadMyData />
      <DeleteMyAccount />
    </div>
  );
}

function DownloadMyData() {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function download() {
    setState('busy');
    try {
      const file = new Blob([await downloadAccountData()], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = 'carefinder-my-data.json';
      link.click();
      URL.revokeObjectURL(link.href);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-gray-800">
        <Trans>
          Download a copy of everything CareFinder keeps about your account: your profile, reviews, votes,
          saved listings and requests to manage a listing, as one JSON file.
        </Trans>
      </p>
      <SubmitButton
        variant="secondary"
        className="self-start"
        loading={state === 'busy'}
        onClick={() => void download()}
      >
        <Trans>Download my data</Trans>
      </SubmitButton>
      <p role="status" className="text-red-800">
        {state === 'failed' ? (
          <Trans>The download did not work. Check your connection and try again.</Trans>
        ) : (
          ''
        )}
      </p>
    </div>
  );
}

function DeleteMyAccount() {
  const { t } = useLingui();
  const remover = useFetcher<FormActionResult>();
  const errors = remover.data?.ok === false ? remover.data.errors : undefined;
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-4">
      <h3 className="text-lg font-semibold text-gray-900">
        <Trans>Delete my account</Trans>
      </h3>
      <p className="text-gray-800">
        <Trans>
          Your account, your reviews and your votes are deleted for good, and the ratings they counted in are
          worked out again. A doctor’s profile linked to your account stays in the directory.
        </Trans>
      </p>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <remover.Form
        method="post"
        ref={formRef}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <input type="hidden" name="intent" value="delete-account" />
        <TextField
          name="password"
          type="password"
          label={t`Your password`}
          autoComplete="current-password"
          error={errors?.fieldErrors.password}
        />
        <SubmitButton className="self-start bg-red-700 hover:bg-red-800" loading={remover.state !== 'idle'}>
          <Trans>Delete my account</Trans>
        </SubmitButton>
      </remover.Form>
      <ConfirmDialog
        open={asking}
        title={t`Delete your account for good?`}
        confirmLabel={t`Delete my account`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          if (formRef.current) void remover.submit(formRef.current, { method: 'post' });
        }}
      >
        <p>
          <Trans>This cannot be undone.</Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
