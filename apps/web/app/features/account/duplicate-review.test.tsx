// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { renderInEnglish } from '~/lib/i18n/in-english';
import { afterEach, describe, expect, it } from 'vitest';
import type { DuplicateFacility, DuplicatePairList } from '@carefinder/contracts';
import { DuplicateReview } from './duplicate-review';

afterEach(cleanup);

const place: DuplicateFacility['place'] = {
  state: { alias: 'kano', name: 'Kano' },
  lga: { slug: 'dala', name: 'Dala' },
  ward: 'Dala',
  address: null,
  latitude: 12.0001,
  longitude: 8.5001,
};

const facility = (overrides: Partial<DuplicateFacility>): DuplicateFacility => ({
  id: 'f0',
  name: 'Kofar Mazugal PHC',
  facilityType: { slug: 'primary-health-centre', name: 'Primary Health Centre' },
  place,
  nhfrCode: null,
  phones: [],
  reviewsCount: 0,
  status: 'active',
  ...overrides,
});

function renderList(duplicates: DuplicatePairList) {
  const Stub = createRoutesStub([
    { path: '/admin/dashboard', Component: () => <DuplicateReview duplicates={duplicates} /> },
  ]);
  renderInEnglish(<Stub initialEntries={['/admin/dashboard']} />);
}

describe('DuplicateReview', () => {
  it('shows each pair side by side, naming what differs in words', async () => {
    renderList({
      items: [
        {
          id: 7,
          flaggedAt: '2026-11-20T10:00:00.000Z',
          distanceMetres: 334,
          duplicateOf: facility({ id: 'a', nhfrCode: '20/10/1/1/1/0001', phones: ['+2348031234567'] }),
          facility: facility({ id: 'b', reviewsCount: 2, phones: ['+2348031234567'] }),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 5,
    });
    const pair = await screen.findByRole('article', {
      name: /Two listings named “Kofar Mazugal PHC”, 334 m apart/,
    });
    expect(pair.textContent).toContain('They differ in: NHFR code, Reviews.');
    const listingA = within(pair).getByRole('group', { name: 'Listing A' });
    const listingB = within(pair).getByRole('group', { name: 'Listing B' });
    expect(listingA.textContent).toContain('NHFR code:20/10/1/1/1/0001(differs)');
    expect(listingB.textContent).toContain('NHFR code:None(differs)');
    expect(listingA.textContent).toContain('Phones:+2348031234567');
    expect(listingA.textContent).not.toContain('Phones:+2348031234567(differs)');
    expect(
      within(listingA).getByRole('button', { name: 'Keep this one: Listing A, Kofar Mazugal PHC' }),
    ).toBeTruthy();
    expect(
      within(listingB).getByRole('button', { name: 'Keep this one: Listing B, Kofar Mazugal PHC' }),
    ).toBeTruthy();
    expect(within(pair).getByRole('button', { name: 'Not duplicates' })).toBeTruthy();
  });

  it('says when nothing is waiting, and pages with links that keep the other parameters', async () => {
    renderList({ items: [], total: 0, page: 1, pageSize: 5 });
    expect(await screen.findByText('No pair of listings is waiting for a decision.')).toBeTruthy();
    cleanup();
    const item = {
      id: 1,
      flaggedAt: '2026-11-20T10:00:00.000Z',
      distanceMetres: 1500,
      duplicateOf: facility({ id: 'a', name: 'Dala Clinic' }),
      facility: facility({ id: 'b', name: 'Dala Clinic Annex' }),
    };
    renderList({ items: [item], total: 12, page: 2, pageSize: 5 });
    expect(
      await screen.findByRole('heading', { name: '“Dala Clinic” and “Dala Clinic Annex”, 1.5 km apart' }),
    ).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of possible duplicates' });
    expect(within(pages).getByRole('link', { name: 'Previous pairs' }).getAttribute('href')).toBe(
      '/admin/dashboard?duplicatesPage=1',
    );
    expect(within(pages).getByRole('link', { name: 'More pairs' }).getAttribute('href')).toBe(
      '/admin/dashboard?duplicatesPage=3',
    );
  });
});
