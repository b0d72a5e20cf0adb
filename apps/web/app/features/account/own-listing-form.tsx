import type { ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { ChangedMeanwhile, type FieldText } from '~/components/admin/changed-meanwhile';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { SubmitButton } from '~/components/ui/submit-button';
import { changesOnTop } from '~/lib/forms/changes-on-top';
import { SAVE_LISTING_INTENT, type OwnListingResult } from './own-listing-actions';

/**
 * The state of an owner's listing form (their facility, their profile): the version shown (after a refused
 * save, the one saved meanwhile), the values the form starts from (the owner's changes on top of that
 * version), the errors and whether it is being saved.
 */
export function useOwnListingForm<Current extends { etag: string }, Values extends object>(
  listing: Current,
  valuesOf: (version: Current) => Values,
) {
  const result = useActionData() as OwnListingResult<Current, Values> | undefined;
  const mine = result?.intent === SAVE_LISTING_INTENT ? result : undefined;
  const stale = mine && 'yours' in mine && mine.yours ? mine : undefined;
  const current = stale?.stale ?? listing;
  const opened = valuesOf(listing);
  const saved = valuesOf(current);
  const errors = mine && !mine.ok ? mine.errors : undefined;
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  const navigation = useNavigation();
  return {
    current,
    opened,
    saved,
    defaults: stale ? changesOnTop(opened, stale.yours, saved) : saved,
    /** Someone saved first: the form holds the owner's changes on top of their version. */
    savedMeanwhile: stale !== undefined,
    errors,
    fieldErrors: errors?.fieldErrors ?? {},
    formRef,
    summaryRef,
    submitting:
      navigation.state === 'submitting' && navigation.formData?.get('intent') === SAVE_LISTING_INTENT,
  };
}

export type OwnListingFormState<Values extends object> = ReturnType<
  typeof useOwnListingForm<{ etag: string }, Values>
>;

/**
 * An owner's form around its fields: what was saved meanwhile (after a refused save), the errors, the
 * listing and version the save goes to, and the save button.
 */
export function OwnListingForm<Values extends object>({
  state,
  id,
  describe,
  saveLabel,
  children,
}: {
  state: OwnListingFormState<Values>;
  /** The listing saved. */
  id: string;
  /** The values as text, to compare the owner's version with the one saved meanwhile. */
  describe: (values: Values) => FieldText[];
  saveLabel: string;
  children: ReactNode;
}) {
  const { current, saved, opened, savedMeanwhile, errors, formRef, summaryRef, submitting } = state;
  return (
    <>
      {savedMeanwhile && <ChangedMeanwhile saved={describe(saved)} opened={describe(opened)} />}
      <ErrorSummary errors={errors} ref={summaryRef} />
      <Form
        // A new version to save on top of remounts the form with the owner's own values.
        key={current.etag}
        method="post"
        noValidate
        ref={formRef}
        className="flex flex-col gap-6"
      >
        <input type="hidden" name="intent" value={SAVE_LISTING_INTENT} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="etag" value={current.etag} />
        {children}
        <div>
          <SubmitButton loading={submitting}>
            {savedMeanwhile ? 'Save my changes again' : saveLabel}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
