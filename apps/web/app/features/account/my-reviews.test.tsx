// @vitest-environment jsdom
import type { MyReview } from '@carefinder/contracts';
import { cleanup, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MyReviews } from './my-reviews';
import { renderInEnglish } from '~/lib/i18n/in-english';

afterEach(cleanup);

const review = (overrides: Partial<MyReview>): MyReview =>
  ({
    id: 'r1',
    rating: 2,
    comment: 'Long wait and no doctor on duty.',
    date: '2026-11-20T10:00:00.000Z',
    likes: 0,
    dislikes: 0,
    author: { name: 'Ada O.', image: null },
    reply: null,
    viewerVote: null,
    target: { kind: 'facility', id: 'f1', name: 'Garki Clinic' },
    status: 'published',
    moderationReason: null,
    moderatedAt: null,
    ...overrides,
  }) as MyReview;

function show(items: MyReview[], total = items.length) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <MyReviews reviews={{ items, total, page: 1, pageSize: 10 }} /> },
  ]);
  renderInEnglish(<Stub />);
}

describe('MyReviews', () => {
  it('shows a hidden review to its author with the moderator’s reason', () => {
    show([
      review({ id: 'r1', status: 'hidden', moderationReason: 'It names a member of staff.' }),
      review({ id: 'r2', target: { kind: 'provider', id: 'p1', name: 'Dr Bello' } }),
    ]);
    const notices = screen
      .getAllByText('Hidden by CareFinder')
      .map((strong) => strong.parentElement?.textContent);
    expect(notices).toEqual(['Hidden by CareFinder, so others do not see it: It names a member of staff.']);
    expect(screen.getByRole('link', { name: 'Dr Bello' }).getAttribute('href')).toBe('/providers/p1');
  });

  it('says when there is none, and how many more there are', () => {
    show([]);
    expect(screen.getByText('You have not reviewed a facility or a doctor yet.')).toBeTruthy();
    cleanup();
    show([review({})], 12);
    expect(screen.getByText('The 1 newest of your 12 reviews.')).toBeTruthy();
  });
});
