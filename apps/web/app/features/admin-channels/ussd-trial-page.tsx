import { USSD_SCREEN_MAX, type UssdScreen } from '@carefinder/contracts';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { AdminPageHeader } from '~/components/admin/admin-page-header';
import { ErrorSummary } from '~/components/forms/error-summary';
import { TextField } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { getBrowserApiClient } from '~/lib/api-client';
import { formErrorsFromApiError, type FormErrors } from '~/lib/forms/form-errors';

const ANSWER_FIELD = 'answer';

/** The screen after the answers so far, from the menu itself; a trial sends no SMS. */
const nextScreen = async (answers: readonly string[]) =>
  (await getBrowserApiClient().post<UssdScreen>('/admin/channels/ussd', { text: answers.join('*') })).data;

/**
 * /admin/ussd: the USSD menu as a caller's phone shows it, played by the same menu the aggregator's callback
 * reaches: type an answer, send it, see the next screen. A trial sends no SMS; it shows what it would send.
 */
export default function UssdTrialPage() {
  const [answers, setAnswers] = useState<string[]>([]);
  const [screen, setScreen] = useState<UssdScreen | null>(null);
  const [errors, setErrors] = useState<FormErrors | undefined>();
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  async function show(next: string[]) {
    setBusy(true);
    try {
      setScreen(await nextScreen(next));
      setAnswers(next);
      setErrors(undefined);
    } catch (error) {
      setErrors(formErrorsFromApiError(error));
      requestAnimationFrame(() => summaryRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const answer = String(new FormData(form).get('answer') ?? '').trim();
    if (!answer) {
      setErrors({ fieldErrors: { answer: 'Type an answer: a number, or a place’s name.' } });
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    await show([...answers, answer]);
    form.reset();
    document.getElementById(ANSWER_FIELD)?.focus();
  }

  const ended = screen?.kind === 'END';
  const shown = screen ? `${screen.kind} ${screen.text}` : '';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
      <AdminPageHeader title="USSD and SMS" links={[{ to: '/admin/sms-outbox', label: 'SMS outbox' }]}>
        <p className="text-gray-800">
          The USSD menu as a caller’s phone shows it, played by the same menu the aggregator’s callback
          reaches (<code>/api/ussd/africastalking</code>). Answer with a number, <code>0</code> to go back,{' '}
          <code>00</code> for the first menu, or a state’s or a town’s name where the screen asks for one. A
          trial sends no SMS: it shows the one the menu would send.
        </p>
      </AdminPageHeader>
      {errors && <ErrorSummary ref={summaryRef} errors={errors} />}
      <section aria-labelledby="phone-heading" className="flex flex-col gap-3">
        <h2 id="phone-heading" className="text-xl font-bold text-gray-900">
          The phone’s screen
        </h2>
        <div className="w-full max-w-xs rounded-2xl border-4 border-gray-800 bg-gray-900 p-3">
          <pre
            aria-live="polite"
            aria-busy={busy || undefined}
            data-testid="ussd-screen"
            className="min-h-48 whitespace-pre-wrap break-words rounded bg-lime-50 p-3 font-mono text-sm text-gray-900"
          >
            {shown}
          </pre>
        </div>
        <p className="text-sm text-gray-700">
          {screen && `${shown.length} of ${USSD_SCREEN_MAX} characters.`} Answers so far:{' '}
          <code>{answers.length ? answers.join('*') : 'none'}</code>
        </p>
        {screen?.sms && (
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold text-gray-900">The SMS it would send</h3>
            <pre className="whitespace-pre-wrap break-words rounded border border-gray-300 p-3 font-sans text-gray-900">
              {screen.sms}
            </pre>
          </div>
        )}
        {!screen || ended ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void show([]);
            }}
          >
            {ended && <p className="mb-2 text-gray-800">The session has ended.</p>}
            <SubmitButton loading={busy}>{ended ? 'Dial again' : 'Dial'}</SubmitButton>
          </form>
        ) : (
          <form onSubmit={send} className="flex flex-col gap-3" noValidate>
            <TextField
              name={ANSWER_FIELD}
              label="Your answer"
              autoComplete="off"
              maxLength={60}
              error={errors?.fieldErrors.answer}
            />
            <div className="flex flex-wrap gap-3">
              <SubmitButton loading={busy}>Send</SubmitButton>
              <button
                type="button"
                onClick={() => void show([])}
                className="min-h-[40px] rounded-md border border-gray-400 px-4 py-2 font-medium text-gray-900 underline-offset-2 hover:underline"
              >
                Hang up and dial again
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
