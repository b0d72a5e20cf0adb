import { useEffect, useState } from 'react';
import { INPUT_CLASS } from '~/components/forms/input-class';
import { FieldShell } from '~/components/forms/text-field';
import { SubmitButton } from '~/components/ui/submit-button';
import type { FormErrors } from '~/lib/forms/form-errors';
import { VOTE_CONTROL_CLASS } from './review-item';
import { commentCountText, REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from './review-rules';

const STAR_WORDS = ['', 'poor', 'fair', 'good', 'very good', 'excellent'];

export type ReviewField = 'rating' | 'comment';

/** What a review form holds while it is written: the fields' values, and a way to empty them. */
export function useReviewDraft(
  initial: { rating: number | null; comment: string } = { rating: null, comment: '' },
) {
  const [rating, setRating] = useState(initial.rating);
  const [comment, setComment] = useState(initial.comment);
  const reset = () => {
    setRating(null);
    setComment('');
  };
  return { values: { rating, onRating: setRating, comment, onComment: setComment }, reset };
}

export interface ReviewFieldsProps {
  /**
   * Each field's id: its name in the review form, a prefixed one in the author's edit form (two forms on
   * one page); the first star carries the rating's, which the error summary links to.
   */
  idOf: (field: ReviewField) => string;
  rating: number | null;
  onRating: (rating: number) => void;
  comment: string;
  onComment: (comment: string) => void;
  /** By field name (rating, comment), as the client action answers them. */
  errors: FormErrors | undefined;
}

/** The rating (five stars, as radios) and the comment with its live count: writing and editing a review. */
export function ReviewFields({ idOf, rating, onRating, comment, onComment, errors }: ReviewFieldsProps) {
  const countText = commentCountText(comment);
  // Screen readers hear the count once typing pauses, not on every key, and only once the comment is
  // changed: a review opened to be edited has its count on screen, not said a second time.
  const [initialComment] = useState(comment);
  const [announcedCount, setAnnouncedCount] = useState('');
  useEffect(() => {
    const timer = setTimeout(
      () => setAnnouncedCount(comment && comment !== initialComment ? countText : ''),
      1000,
    );
    return () => clearTimeout(timer);
  }, [comment, countText, initialComment]);

  const ratingError = errors?.fieldErrors.rating;
  const ratingErrorId = `${idOf('rating')}-error`;
  return (
    <>
      <fieldset aria-describedby={ratingError ? ratingErrorId : undefined}>
        <legend className="font-semibold text-gray-900">Your rating</legend>
        {ratingError && (
          <p id={ratingErrorId} className="text-sm font-semibold text-red-800">
            <span className="sr-only">Error: </span>
            {ratingError}
          </p>
        )}
        <div className="flex items-center">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="relative inline-flex size-11 items-center justify-center text-3xl">
              <input
                type="radio"
                name="rating"
                id={value === 1 ? idOf('rating') : undefined}
                value={value}
                checked={rating === value}
                onChange={() => onRating(value)}
                // Transparent over the star: taps and clicks land on the radio itself.
                className="peer absolute inset-0 cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className={`rounded-sm peer-focus-visible:outline-3 peer-focus-visible:outline-amber-500 ${value <= (rating ?? 0) ? 'text-amber-700' : 'text-gray-500'}`}
              >
                ★
              </span>
              <span className="sr-only">
                {value} {value === 1 ? 'star' : 'stars'} ({STAR_WORDS[value]})
              </span>
            </label>
          ))}
          <span aria-hidden="true" className="ml-2 text-gray-800">
            {rating ? `${rating} of 5: ${STAR_WORDS[rating]}` : 'Choose 1 to 5 stars'}
          </span>
        </div>
      </fieldset>
      <FieldShell
        id={idOf('comment')}
        label="Your review"
        hint={`Between ${REVIEW_COMMENT_MIN} and ${REVIEW_COMMENT_MAX.toLocaleString('en-NG')} characters. Say what went well or badly; leave out anyone's health details.`}
        error={errors?.fieldErrors.comment}
      >
        {(describedBy) => (
          <>
            <textarea
              id={idOf('comment')}
              name="comment"
              rows={5}
              value={comment}
              onChange={(event) => onComment(event.target.value)}
              aria-invalid={errors?.fieldErrors.comment ? true : undefined}
              aria-describedby={describedBy}
              className={`${INPUT_CLASS} py-2`}
            />
            <p aria-hidden="true" className="text-sm text-gray-700">
              {countText}
            </p>
            <p aria-live="polite" className="sr-only">
              {announcedCount}
            </p>
          </>
        )}
      </FieldShell>
    </>
  );
}

/** Where focus goes after a failed submission: the first field to fix, in the form's order. */
export function firstReviewFieldWithError(errors: FormErrors): ReviewField | undefined {
  return (['rating', 'comment'] as const).find((field) => errors.fieldErrors[field]);
}

/** The end of a form that opens in place (the author's edit, a report): submit it, or close it unsent. */
export function SubmitOrCancel({
  label,
  loading,
  onCancel,
}: {
  label: string;
  loading: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton loading={loading}>{label}</SubmitButton>
      <button type="button" onClick={onCancel} className={VOTE_CONTROL_CLASS}>
        Cancel
      </button>
    </div>
  );
}
