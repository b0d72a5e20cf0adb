// @vitest-environment jsdom
import type { Review, ReviewList } from '@carefinder/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingSummaryProvider } from '~/components/listing/rating';
import { InEnglish } from '~/lib/i18n/in-english';
import { ReviewsSection } from './reviews-section';

/** Sign-in that comes back to the reviews of the page rendered below. */
const SIGN_IN_HERE = `/login?next=${encodeURIComponent('/facilities/f1?page=2#reviews')}`;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const review = (id: string, overrides: Partial<Review> = {}): Review => ({
  id,
  name: 'Chinedu O.',
  image: null,
  date: '2026-10-08T10:00:00.000Z',
  rating: 4,
  comment: 'Short wait, kind nurses.',
  likes: 3,
  dislikes: 1,
  myVote: null,
  isMine: false,
  reply: null,
  ...overrides,
});

const list = (overrides: Partial<ReviewList> = {}): ReviewList => ({
  items: [
    review('r1'),
    review('r2', { reply: { text: 'Thank you for the kind words.', date: '2026-10-09T10:00:00.000Z' } }),
  ],
  total: 27,
  page: 2,
  pageSize: 10,
  averageRating: 4.2,
  reviewsCount: 27,
  ...overrides,
});

function renderSection(reviews: ReviewList, sort: 'newest' | 'helpful' = 'newest') {
  const target = { kind: 'facility' as const, id: 'f1', name: 'Awka Clinic' };
  const Stub = createRoutesStub([
    {
      path: '/facilities/:id',
      Component: () => (
        <RatingSummaryProvider rating={reviews}>
          <ReviewsSection target={target} initial={{ list: reviews, sort }} />
        </RatingSummaryProvider>
      ),
    },
    { path: '/login', Component: () => null },
  ]);
  return render(<Stub initialEntries={['/facilities/f1?page=2']} />, { wrapper: InEnglish });
}

describe('ReviewsSection for a visitor who is not signed in', () => {
  it('shows each review: name, initials, date, rating, comment, likes, dislikes and the reply', () => {
    renderSection(list());
    expect(screen.getAllByRole('heading', { level: 3, name: 'Chinedu O.' })).toHaveLength(2);
    expect(screen.getAllByText('CO')).toHaveLength(2);
    expect(screen.getAllByText('8 October 2026')).toHaveLength(2);
    expect(screen.getAllByText('Rated 4 out of 5')).toHaveLength(2);
    expect(screen.getAllByText('Short wait, kind nurses.')).toHaveLength(2);
    expect(screen.getByText('Thank you for the kind words.')).toBeTruthy();
    expect(screen.getByText('4.2')).toBeTruthy();
  });

  it('offers sign-in instead of the form, and remembers to come back to the reviews', () => {
    renderSection(list());
    const signIn = screen.getByRole('link', { name: 'Sign in to write a review' });
    expect(signIn.getAttribute('href')).toBe(SIGN_IN_HERE);
  });

  it('makes like and dislike links to sign in', () => {
    renderSection(list());
    const likes = screen.getAllByRole('link', { name: /^Like 3/ });
    expect(likes).toHaveLength(2);
    expect(likes[0]?.getAttribute('href')).toBe(SIGN_IN_HERE);
    expect(screen.getAllByRole('link', { name: /^Dislike 1/ })[0]?.getAttribute('href')).toBe(SIGN_IN_HERE);
  });

  it('pages with real links that work without JavaScript, keeping the order', () => {
    renderSection(list(), 'helpful');
    const pages = screen.getByRole('navigation', { name: 'More reviews' });
    expect(pages.textContent).toContain('Page 2 of 3');
    expect(screen.getByRole('link', { name: '← Previous reviews' }).getAttribute('href')).toBe(
      '/facilities/f1?sort=helpful#reviews',
    );
    expect(screen.getByRole('link', { name: 'More reviews →' }).getAttribute('href')).toBe(
      '/facilities/f1?page=3&sort=helpful#reviews',
    );
    expect(screen.getByRole('link', { name: 'Most helpful first' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('says when no one has reviewed yet', () => {
    renderSection(list({ items: [], total: 0, page: 1, averageRating: null, reviewsCount: 0 }));
    expect(screen.getByText('No one has reviewed this facility yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'More reviews' })).toBeNull();
  });
});
