// @vitest-environment jsdom
import type { FacilityDetail, PublicUser } from '@carefinder/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '~/components/ui/toast';
import FacilityDashboardPage from './facility-dashboard-page';
import { InEnglish } from '~/lib/i18n/in-english';

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
  providerProfile: null,
  language: 'en',
  createdAt: '2026-11-22T09:00:00.000Z',
});

const ikejaListing: FacilityDetail = {
  id: 'f2',
  name: 'Ikeja General Hospital',
  keywords: '',
  facilityType: { slug: 'general-hospital', name: 'General Hospital' },
  ownership: 'public',
  ownershipDetail: 'Lagos State Government',
  level: 'secondary',
  nhfrUid: null,
  nhfrCode: '24/16/1/2/1/0012',
  place: {
    state: { alias: 'lagos', name: 'Lagos' },
    lga: { slug: 'ikeja', name: 'Ikeja' },
    ward: null,
    address: '1 Oba Akinjobi Way',
    latitude: 6.6,
    longitude: 3.35,
  },
  phones: ['+2348031234567'],
  email: null,
  website: null,
  description: null,
  languages: [],
  openingHours: [
    { day: 'MONDAY', open: '08:00:00', close: '17:00:00', isAlwaysOpen: false, isClosed: false },
  ],
  hoursExceptions: [],
  openingStatus: null,
  services: [{ slug: 'antenatal-care', name: 'Antenatal care' }],
  specialties: [],
  insurance: [],
  awards: [],
  readiness: [],
  photos: [],
  providers: [],
  averageRating: null,
  reviewsCount: 0,
  lastVerifiedAt: null,
  status: 'active',
  managed: false,
  isDemo: false,
  provenance: null,
  updatedAt: '2026-11-22T09:00:00.000Z',
  updatedByFacilityAt: '2026-11-25T10:00:00.000Z',
};

function renderDashboard(
  user: PublicUser,
  action = vi.fn(async () => ({ ok: true })),
  listing: FacilityDetail | null = null,
) {
  const Stub = createRoutesStub([
    {
      path: '/facility/dashboard',
      Component: () => (
        <ToastProvider>
          <FacilityDashboardPage
            loaderData={{
              me: user,
              listing: listing && { facility: listing, etag: '"v1"' },
              team: [],
              invitations: [],
              reviews: null,
              figures: null,
              affiliationRequests: [],
              corrections: [],
              options: {
                terms: {
                  services: [{ slug: 'antenatal-care', name: 'Antenatal care' }],
                  specialties: [],
                  insurance: [],
                },
                states: [],
                lgas: [],
              },
              map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' },
              moves: [],
            }}
          />
        </ToastProvider>
      ),
      action,
    },
  ]);
  render(<Stub initialEntries={['/facility/dashboard']} />, { wrapper: InEnglish });
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

  it('edits what the active facility keeps, shows the registry’s part read-only, and saves with the ETag', async () => {
    const ikeja = { id: 'f2', name: 'Ikeja General Hospital' };
    const action = renderDashboard(me([ikeja], ikeja), undefined, ikejaListing);

    expect(screen.getByRole('heading', { name: 'Your listing: Ikeja General Hospital' })).toBeTruthy();
    expect(screen.getByText(/updated by the facility on 25 November 2026/)).toBeTruthy();
    const registry = screen.getByRole('region', { name: 'From the national registry' });
    expect(registry.textContent).toContain('24/16/1/2/1/0012');
    expect(registry.querySelector('input')).toBeNull();
    expect(screen.getByRole('link', { name: 'Suggest a correction' }).getAttribute('href')).toMatch(
      /^\/contactUs\?topic=correct-listing&listing=.*%2Ffacilities%2Ff2$/,
    );
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ikeja General Hospital');
    expect(screen.getByRole('group', { name: 'Place' })).toBeTruthy();
    expect(screen.queryByLabelText('Facility type')).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect((screen.getByLabelText('Phone number 1') as HTMLInputElement).value).toBe('+2348031234567');
    expect((screen.getByLabelText('Closes on Monday') as HTMLInputElement).value).toBe('17:00');

    fireEvent.change(screen.getByLabelText('Phone number 1'), { target: { value: '0805 555 0101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the listing' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const [{ request }] = action.mock.calls[0] as unknown as [{ request: Request }];
    const posted = await request.formData();
    expect(posted.get('intent')).toBe('save-listing');
    expect(posted.get('etag')).toBe('"v1"');
    expect(posted.getAll('phones')).toEqual(['0805 555 0101']);
    expect(posted.get('openingHours.MONDAY.close')).toBe('17:00');
  });

  it('without facilities, says so and how to ask for one: the claim link on its page', () => {
    renderDashboard(me([], null));
    expect(screen.getByText('You do not manage any facility on CareFinder yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your facility' }).getAttribute('href')).toBe('/');
    expect(document.body.textContent).toContain('choose “Manage this facility”');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
