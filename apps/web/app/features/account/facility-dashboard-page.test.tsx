// @vitest-environment jsdom
import type { PublicUser } from '@carefinder/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '~/components/ui/toast';
import FacilityDashboardPage from './facility-dashboard-page';

afterEach(cleanup);

const me = (
  facilities: PublicUser['facilities'],
  activeFacility: PublicUser['activeFacility'],
): PublicUser => ({
  id: 'u1',
  email: 'amaka@example.ng',
  firstName: 'Amaka',
  lastName: 'Nwosu',
  phone: null,
  role: 'FACILITY_ADMIN',
  emailVerified: true,
  facilities,
  activeFacility,
  createdAt: '2026-11-22T09:00:00.000Z',
});

function renderDashboard(user: PublicUser, action = vi.fn(async () => ({ ok: true }))) {
  const Stub = createRoutesStub([
    {
      path: '/facility/dashboard',
      Component: () => (
        <ToastProvider>
          <FacilityDashboardPage loaderData={{ me: user }} />
        </ToastProvider>
      ),
      action,
    },
  ]);
  render(<Stub initialEntries={['/facility/dashboard']} />);
  return action;
}

describe('FacilityDashboardPage', () => {
  it('greets the user and lists their facilities with the active one checked and marked', () => {
    const lagos = { id: 'f1', name: 'Lagos Island Clinic' };
    const ikeja = { id: 'f2', name: 'Ikeja General Hospital' };
    renderDashboard(me([lagos, ikeja], ikeja));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Amaka');
    const active = screen.getByRole('radio', { name: 'Ikeja General Hospital Active' }) as HTMLInputElement;
    const other = screen.getByRole('radio', { name: 'Lagos Island Clinic' }) as HTMLInputElement;
    expect(active.checked).toBe(true);
    expect(other.checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Make active' })).toBeTruthy();
  });

  it('switches the active facility through the route action', async () => {
    const lagos = { id: 'f1', name: 'Lagos Island Clinic' };
    const ikeja = { id: 'f2', name: 'Ikeja General Hospital' };
    const action = renderDashboard(me([lagos, ikeja], ikeja));

    fireEvent.click(screen.getByRole('radio', { name: 'Lagos Island Clinic' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make active' }));

    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const [{ request }] = action.mock.calls[0] as unknown as [{ request: Request }];
    expect(Object.fromEntries(await request.formData())).toEqual({ facilityId: 'f1' });
  });

  it('without facilities, says so and how to get access through the contact page', () => {
    renderDashboard(me([], null));
    expect(screen.getByText('You do not manage any facility on CareFinder yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contactUs');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
