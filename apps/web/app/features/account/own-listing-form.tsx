import { useActionData, useNavigation } from 'react-router';
import { useFocusOnErrors } from '~/components/forms/error-summary';
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

/** What the save needs besides the fields: which listing, and the version it was read at. */
export function SaveTarget({ id, etag }: { id: string; etag: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={SAVE_LISTING_INTENT} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="etag" value={etag} />
    </>
  );
}
