// @vitest-environment jsdom
import type { AdminListingClaim } from '@carefinder/contracts';
import { cleanup, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenedClaim } from './claim-panel';
import { renderInEnglish } from '~/lib/i18n/in-english';

afterEach(cleanup);

const claim = (claimantName: string, listingName: string): AdminListingClaim => ({
  id: 'c1',
  listing: { kind: 'provider', id: 'p1', name: listingName, path: '/providers/p1' },
  role: 'The doctor of this profile',
  message: 'My MDCN folio is on the wall.',
  status: 'pending',
  reason: null,
  proposedProfile: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  claimant: { id: 'u1', name: claimantName, email: 'doctor@example.ng', role: 'USER' },
  currentMembers: 0,
  linkedToAnotherAccount: false,
  reviewerName: null,
});

function renderPanel(item: AdminListingClaim) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <OpenedClaim item={item} etag='"1"' /> }]);
  renderInEnglish(<Stub initialEntries={['/']} />);
}

describe('OpenedClaim', () => {
  it('puts the account’s name beside the profile’s and flags names that share nothing', async () => {
    renderPanel(claim('Kemi Balogun', 'Dr Ifeoma Okafor'));
    expect(await screen.findByText('Kemi Balogun')).toBeTruthy();
    expect(screen.getByText(/Not the profile’s name/)).toBeTruthy();
  });

  it('does not flag the profile’s own name, whatever its order and title', async () => {
    renderPanel(claim('Okafor Ifeoma', 'Dr Ifeoma Okafor'));
    expect(await screen.findByText('Okafor Ifeoma')).toBeTruthy();
    expect(screen.queryByText(/Not the profile’s name/)).toBeNull();
  });

  it('shows a proposed profile as it would be listed, with what approval does', async () => {
    renderPanel({
      ...claim('Halima Garba', 'Dr Halima Garba'),
      listing: { kind: 'provider', id: '', name: 'Dr Halima Garba', path: '' },
      proposedProfile: {
        name: 'Dr Halima Garba',
        title: 'Dr',
        firstName: 'Halima',
        lastName: 'Garba',
        specialties: [{ slug: 'paediatrics', name: 'Paediatrics' }],
        registrationNumber: 'MDCN/R/54321',
        place: {
          state: { alias: 'kano', name: 'Kano' },
          lga: { slug: 'nassarawa', name: 'Nassarawa' },
          ward: null,
          address: null,
          latitude: null,
          longitude: null,
        },
      },
    });
    expect(await screen.findByText(/asks to be listed as/)).toBeTruthy();
    expect(screen.getByText('Dr Halima Garba (not listed yet)')).toBeTruthy();
    expect(screen.getByText('Paediatrics')).toBeTruthy();
    expect(screen.getByText('Nassarawa, Kano')).toBeTruthy();
    expect(screen.getByText(/The profile is created, public at once/)).toBeTruthy();
    expect(screen.queryByText('Their role there')).toBeNull();
  });
});
