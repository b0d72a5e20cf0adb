import type { ReadinessImportResult, ReadinessImportRow } from '@carefinder/contracts';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { AdminPageHeader } from '~/components/admin/admin-page-header';
import { AdminTable } from '~/components/admin/admin-table';
import { ErrorSummary } from '~/components/forms/error-summary';
import { SubmitButton } from '~/components/ui/submit-button';
import { announceToast } from '~/lib/announced-toasts';
import { getBrowserApiClient } from '~/lib/api-client';
import { formatLongDate } from '~/lib/format/date';
import { formErrorsFromApiError, type FormErrors } from '~/lib/forms/form-errors';

const OUTCOME_WORDS: Record<ReadinessImportRow['outcome'], string> = {
  new: 'New fact',
  newer: 'Newer than the facility’s',
  unchanged: 'No change: the facility’s is as new',
  error: 'Cannot be applied',
};

const sendImport = async (csv: string, apply: boolean) =>
  (await getBrowserApiClient().post<ReadinessImportResult>('/admin/readiness-import', { csv, apply })).data;

/**
 * /admin/readiness-import: a ministry's list of what facilities can do (CSV: facility, capability,
 * confirmed, source), checked row by row, then applied all at once.
 */
export default function ReadinessImportPage() {
  const [csv, setCsv] = useState<string | null>(null);
  const [checked, setChecked] = useState<ReadinessImportResult | null>(null);
  const [errors, setErrors] = useState<FormErrors | undefined>();
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  async function run(apply: boolean, text: string) {
    setBusy(apply ? 'apply' : 'check');
    try {
      const result = await sendImport(text, apply);
      setChecked(result);
      setErrors(undefined);
      if (apply) {
        const written = result.counts.new + result.counts.newer;
        announceToast({
          type: 'success',
          message: `The list is applied: ${written} ${written === 1 ? 'fact' : 'facts'} written.`,
        });
      }
    } catch (error) {
      setErrors(formErrorsFromApiError(error));
      requestAnimationFrame(() => summaryRef.current?.focus());
    } finally {
      setBusy(null);
    }
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) {
      setErrors({ fieldErrors: { file: 'Choose the CSV file.' } });
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const text = await file.text();
    setCsv(text);
    await run(false, text);
  }

  const writable = checked && !checked.applied ? checked.counts.new + checked.counts.newer : 0;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <AdminPageHeader
        title="Readiness from a list"
        links={[{ to: '/admin/capabilities', label: 'Capabilities' }]}
      >
        <p className="text-gray-800">
          A ministry’s or an HMO’s list of what facilities can do, as CSV with the header{' '}
          <code>facility,capability,confirmed,source</code>: each facility by its CareFinder id or NHFR code,
          each capability by its slug, the day it was confirmed (YYYY-MM-DD) and who said so. Check it first:
          each row says what it would do. A row no newer than what the facility holds changes nothing.
        </p>
      </AdminPageHeader>
      {errors && <ErrorSummary ref={summaryRef} errors={errors} />}
      <form onSubmit={check} className="flex flex-col gap-3" noValidate>
        <label htmlFor="file" className="font-semibold text-gray-900">
          CSV file
        </label>
        <input
          id="file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          aria-invalid={errors?.fieldErrors.file ? true : undefined}
          className="text-gray-900"
        />
        <SubmitButton loading={busy === 'check'} className="self-start">
          Check the file
        </SubmitButton>
      </form>
      {checked && (
        <section aria-labelledby="checked-heading" className="flex flex-col gap-3">
          <h2 id="checked-heading" className="text-xl font-bold text-gray-900">
            {checked.applied ? 'Applied' : 'Checked'}: {checked.counts.new} new, {checked.counts.newer} newer,{' '}
            {checked.counts.unchanged} unchanged, {checked.counts.error} that cannot be applied
          </h2>
          {!checked.applied && checked.counts.error > 0 && (
            <p className="font-semibold text-red-800">
              Correct the rows that cannot be applied, then check again.
            </p>
          )}
          {!checked.applied && checked.counts.error === 0 && csv && writable === 0 && (
            <p className="text-gray-800">Nothing to apply: every fact is as new as the facility’s.</p>
          )}
          {!checked.applied && checked.counts.error === 0 && csv && writable > 0 && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void run(true, csv);
              }}
            >
              <SubmitButton loading={busy === 'apply'}>
                Apply {writable} {writable === 1 ? 'fact' : 'facts'}
              </SubmitButton>
            </form>
          )}
          <AdminTable
            caption="Rows of the list"
            rowKey={(row) => row.line}
            rows={checked.rows}
            empty="The list has no rows."
            columns={[
              { key: 'line', header: 'Line', numeric: true, cell: (row) => row.line },
              { key: 'facility', header: 'Facility', cell: (row) => row.facility?.name ?? '–' },
              { key: 'capability', header: 'Capability', cell: (row) => row.capability },
              {
                key: 'confirmed',
                header: 'Confirmed',
                cell: (row) =>
                  /^\d{4}-\d{2}-\d{2}$/.test(row.confirmedAt)
                    ? formatLongDate(row.confirmedAt)
                    : row.confirmedAt,
              },
              {
                key: 'outcome',
                header: 'Applying it',
                cell: (row) => row.error ?? OUTCOME_WORDS[row.outcome],
              },
            ]}
          />
        </section>
      )}
    </div>
  );
}
