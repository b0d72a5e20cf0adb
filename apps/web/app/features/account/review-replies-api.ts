import type { ReviewList } from '@carefinder/contracts';
import { getBrowserApiClient } from '~/lib/api-client';

/** How many of a listing's newest reviews its owner's dashboard shows to answer. */
export const REVIEWS_TO_ANSWER = 10;

/** A listing's newest reviews, as its owner answers them (the public list, read fresh). */
export async function loadReviewsToAnswer(kind: 'facilities' | 'providers', id: string): Promise<ReviewList> {
  const { data } = await getBrowserApiClient().get<ReviewList>(`/${kind}/${encodeURIComponent(id)}/reviews`, {
    params: { sort: 'newest', pageSize: REVIEWS_TO_ANSWER },
    headers: { 'cache-control': 'no-cache' },
  });
  return data;
}

/** The owner's reply to a review: written or replaced (PUT), or removed. */
export async function saveReply(reviewId: string, reply: string): Promise<void> {
  await getBrowserApiClient().put(`/reviews/${encodeURIComponent(reviewId)}/reply`, { reply });
}

export async function removeReply(reviewId: string): Promise<void> {
  await getBrowserApiClient().delete(`/reviews/${encodeURIComponent(reviewId)}/reply`);
}
