import type { Review } from '@carefinder/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';
import { ErrorSummary } from '~/components/forms/error-summary';
import { useToast } from '~/components/ui/toast';
import { firstErrorMessage, renameFields } from '~/lib/forms/form-errors';
import { usePrefetch } from '~/lib/use-prefetch';
import { loadReviewActions } from './load-review-actions';
import { withChangedReview, withoutReview } from './posted-review';
import type { DeleteReviewResult, EditReviewResult } from './review-actions';
import { firstReviewFieldWithError, ReviewFields, SubmitOrCancel, useReviewDraft } from './review-fields';
import type { ReviewField } from './review-fields';
import { reviewAnchor, REVIEWS_HEADING_ID, VOTE_CONTROL_CLASS, VoteCounts } from './review-item';
import { targetNoun } from './review-target';
import { useDisclosure } from './use-disclosure';
import type { ReviewTarget } from './review-target';
import type { ReviewsView } from './reviews-loader.server';

export interface ReviewChangeProps {
  view: ReviewsView;
  /** Shows the reviews after a change, then moves focus to the element with `focusId`. */
  onChange: (view: ReviewsView, focusId: string) => void;
}

/**
 * The author's own review: its counts (authors do not vote on their review), Edit, which opens the form in
 * place, and Delete, after a confirmation. Both post to the page's client action, which answers with the
 * page of reviews read again, so the new average and count show without a reload.
 */
export function OwnReviewActions({
  review,
  kind,
  view,
  onChange,
}: { review: Review; kind: ReviewTarget['kind'] } & ReviewChangeProps) {
  const { open: editing, setOpen: setEditing, close: closeEdit, buttonRef: editButton } = useDisclosure();
  const [confirming, setConfirming] = useState(false);

  const deletion = useFetcher<DeleteReviewResult>();
  const toast = useToast();
  const handled = useRef<DeleteReviewResult>(undefined);
  useEffect(() => {
    const result = deletion.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) onChange(withoutReview(view, result.reviewId, result.list), REVIEWS_HEADING_ID);
    else toast.show({ type: 'error', message: firstErrorMessage(result.errors) });
  }, [deletion.data, view, onChange, toast]);

  const showSaved = useCallback(
    (result: Extract<EditReviewResult, { ok: true }>) => {
      // Focus goes to the changed review instead (onChange).
      closeEdit({ focusButton: false });
      onChange(withChangedReview(view, result.review, result.list), reviewAnchor(review.id));
    },
    [closeEdit, view, onChange, review.id],
  );

  if (editing) {
    return (
      <EditReviewForm review={review} onSaved={showSaved} onCancel={() => closeEdit({ focusButton: true })} />
    );
  }
  const deleting = deletion.state !== 'idle';
  return (
    <div className="flex flex-col gap-2">
      <VoteCounts review={review} />
      <div className="flex flex-wrap gap-2">
        <button
          ref={editButton}
          type="button"
          onClick={() => setEditing(true)}
          className={VOTE_CONTROL_CLASS}
        >
          Edit <span className="sr-only">your review</span>
        </button>
        <button
          type="button"
          aria-busy={deleting || undefined}
          onClick={() => {
            if (deleting) return;
            void loadReviewActions().catch(() => undefined);
            setConfirming(true);
          }}
          className={VOTE_CONTROL_CLASS}
        >
          Delete <span className="sr-only">your review</span>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete your review?"
        confirmLabel="Delete review"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void deletion.submit({ intent: 'delete', reviewId: review.id }, { method: 'post' });
        }}
      >
        <p>
          Your rating and comment leave this {targetNoun(kind)}&apos;s page and its average. You can write a
          new review afterwards.
        </p>
      </ConfirmDialog>
    </div>
  );
}

/** The author's review in a form, in place: the same fields as the review form, with its current values. */
function EditReviewForm({
  review,
  onSaved,
  onCancel,
}: {
  review: Review;
  onSaved: (result: Extract<EditReviewResult, { ok: true }>) => void;
  onCancel: () => void;
}) {
  usePrefetch(loadReviewActions);
  const fetcher = useFetcher<EditReviewResult>();
  const result = fetcher.data;
  const draft = useReviewDraft(review);
  // Ids of their own: the review form may be on the page as well.
  const idOf = useCallback((field: ReviewField) => `edit-${review.id}-${field}`, [review.id]);
  const errors = result?.ok === false ? result.errors : undefined;
  const summaryErrors = useMemo(
    () => errors && renameFields(errors, (field) => idOf(field as ReviewField)),
    [errors, idOf],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // Opening the form puts focus on the rating as it stands.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="rating"]:checked')?.focus();
  }, []);
  // After a failed save, focus goes to the first field to fix, else to the summary of the problem.
  useEffect(() => {
    if (!errors) return;
    const field = firstReviewFieldWithError(errors);
    (field ? document.getElementById(idOf(field)) : summaryRef.current)?.focus();
  }, [errors, idOf]);
  const handled = useRef<EditReviewResult>(undefined);
  useEffect(() => {
    if (!result?.ok || handled.current === result) return;
    handled.current = result;
    onSaved(result);
  }, [result, onSaved]);

  return (
    <div className="flex flex-col gap-3 rounded-md border border-gray-300 p-4">
      <h4 className="text-lg font-semibold text-gray-900">Edit your review</h4>
      <ErrorSummary errors={summaryErrors} ref={summaryRef} />
      <fetcher.Form method="post" noValidate ref={formRef} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="reviewId" value={review.id} />
        <ReviewFields idOf={idOf} {...draft.values} errors={errors} />
        <SubmitOrCancel label="Save changes" loading={fetcher.state !== 'idle'} onCancel={onCancel} />
      </fetcher.Form>
    </div>
  );
}
