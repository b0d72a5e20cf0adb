// @vitest-environment jsdom
import type { OwnListingClaim } from '@carefinder/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MyClaims } from './my-claims';
import { InEnglish } from '~/lib/i18n/in-english';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const claim = (overrides: Partial<OwnListingClaim>): OwnListingClaim => ({
  id: 'c1',
  listing: { kind: 'facility', id: 'f1', name: 'Garki Clinic', path: '/facilities/f1' },
  role: 'Practice manager',
  message: 'Call the front desk.',
  status: 'pending',
  reason: null,
  proposedProfile: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

/** An access token as the browser reads it (the signature is never checked there). */
function storeTokenWithRole(role: string) {
  const payload = btoa(JSON.stringify({ sub: 'u1', role, sid: 's1', exp: 4_000_000_000 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  localStorage.setItem('accessToken', `header.${payload}.signature`);
  localStorage.setItem('refreshToken', 'refresh');
}

function show(items: OwnListingClaim[]) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <MyClaims claims={items} /> }]);
  render(<Stub />, { wrapper: InEnglish });
}

describe('MyClaims', () => {
  it('says how to ask when there is no request', () => {
    show([]);
    expect(screen.getByText(/You have not asked to manage a listing/)).toBeTruthy();
  });

  it('shows each status, the reason of a rejection, and a way into the area an approval opened', () => {
    storeTokenWithRole('USER');
    show([
      claim({ id: 'c1', status: 'pending' }),
      claim({
        id: 'c2',
        status: 'rejected',
        reason: 'We could not reach you.',
        reviewedAt: '2026-11-21T10:00:00.000Z',
      }),
      claim({
        id: 'c3',
        status: 'approved',
        listing: { kind: 'provider', id: 'p1', name: 'Dr Bello', path: '/providers/p1' },
        reviewedAt: '2026-11-22T10:00:00.000Z',
      }),
    ]);
    const [pending, rejected, approved] = screen.getAllByRole('listitem');
    expect(pending?.textContent).toContain('Garki Clinic: Waiting for a decision');
    expect(rejected?.textContent).toContain('Not approved');
    expect(rejected?.textContent).toContain('The reason: We could not reach you.');
    expect(within(approved!).getByRole('link', { name: 'Dr Bello' }).getAttribute('href')).toBe(
      '/providers/p1',
    );
    // The token still says USER: the session must be renewed first, so it is a button.
    expect(within(approved!).getByRole('button', { name: 'Open your provider dashboard' })).toBeTruthy();
  });

  it('links straight to the dashboard when the token already carries the granted role', () => {
    storeTokenWithRole('FACILITY_ADMIN');
    show([claim({ status: 'approved' })]);
    expect(screen.getByRole('link', { name: 'Open your facility dashboard' }).getAttribute('href')).toBe(
      '/facility/dashboard',
    );
  });
});
