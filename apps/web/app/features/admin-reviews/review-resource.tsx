import { reviewModerationSchema, type AdminReview, type ModeratedReview } from '@carefinder/contracts';
import type { ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { getBrowserApiClient } from '~/lib/api-client';
import { announceToast } from '~/lib/announced-toasts';
import { formatDateInNigeria } from '~/lib/format/date';
import { submitToApi } from '~/lib/forms/form-action';
import { validateWith } from '~/lib/forms/form-errors';
import { OpenedReview } from './review-panel';

const reviews = (total: number) => `${total} review${total === 1 ? '' : 's'}.`;

const DONE: Record<ModeratedReview['status'], string> = {
  hidden: 'The review is hidden. Its author sees why.',
  published: 'The review is published; its reports are dismissed.',
  removed: 'The review is removed.',
};

/** Hide (a reason, which the author sees) or publish again; the page is read again after. */
async function moderate({ reviewId = '', status, reason = '' }: Record<string, string>) {
  const validated = validateWith(reviewModerationSchema, { status, ...(reason.trim() ? { reason } : {}) });
  if (!validated.ok) return validated;
  const result = await submitToApi(async () => {
    const { data } = await getBrowserApiClient().patch<ModeratedReview>(
      `/admin/reviews/${encodeURIComponent(reviewId)}`,
      validated.data,
    );
    return DONE[data.status];
  });
  if (result.ok) announceToast({ type: 'success', message: result.message });
  return result;
}

/** /admin/reviews: reported, hidden and published reviews; one opened with its decision. */
const moderation: ResourceDefinition<AdminReview> = {
  path: '/admin/reviews',
  api: '/admin/reviews',
  title: 'Reviews',
  description:
    'Reviews visitors reported, and those hidden: read what they say and why, then hide, keep or restore ' +
    'them. A hidden review leaves the listing’s page and its rating at once; its author sees the reason.',
  one: { noun: 'review', article: 'a' },
  many: 'reviews',
  adds: false,
  idOf: (review) => review.id,
  nameOf: (review) => `${review.author.name}’s review of ${review.target.name}`,
  opened: {
    param: 'review',
    Panel: OpenedReview,
    intents: { moderate },
    notFound: 'That review could not be found.',
  },
  columns: ({ open }) => [
    {
      key: 'review',
      header: 'Review',
      cell: (review) => (
        <>
          {open(
            review.id,
            <>
              {review.rating} out of 5 for {review.target.name}
              <span className="sr-only">, by {review.author.name}</span>
            </>,
          )}
          <span className="block text-sm text-gray-700">
            {review.comment.length > 90 ? `${review.comment.slice(0, 90)}…` : review.comment}
          </span>
        </>
      ),
    },
    {
      key: 'author',
      header: 'Written',
      cell: (review) => `${review.author.name}, ${formatDateInNigeria(review.date)}`,
    },
    {
      key: 'decision',
      header: 'Reports and decision',
      cell: (review) =>
        review.status === 'hidden'
          ? `Hidden${review.moderatedBy ? ` by ${review.moderatedBy.name}` : ''}: ${review.moderationReason ?? ''}`
          : review.openReportCount > 0
            ? `${review.openReportCount} open report${review.openReportCount === 1 ? '' : 's'}`
            : 'Published',
    },
  ],
  list: {
    pageSize: 20,
    tabs: {
      name: 'status',
      label: 'Reviews by status',
      options: [
        {
          value: 'reported',
          label: 'Reported',
          heading: 'Reported, waiting for a decision',
          count: (total) => `${reviews(total)} Newest report first.`,
        },
        {
          value: 'hidden',
          label: 'Hidden',
          heading: 'Hidden',
          count: (total) => `${reviews(total)} Latest hidden first.`,
        },
        {
          value: 'published',
          label: 'Published',
          heading: 'Published',
          count: (total) => `${reviews(total)} Newest first.`,
        },
      ],
    },
    empty: 'None here.',
  },
};

export default moderation;
