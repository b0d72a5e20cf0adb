// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingSummaryProvider } from '~/components/listing/rating';
import { english, InEnglish } from '~/lib/i18n/in-english';
import { serializeJsonLd } from '~/lib/structured-data';
import { datedHoursLines, readinessLines } from './dated-facts.server';
import { facilityJsonLd } from './facility-json-ld';
import FacilityPage from './facility-page';
import type { FacilityLoaderData, FacilityView } from './facility-loader.server';

afterEach(cleanup);

const facility: FacilityView = {
  id: 'f1',
  name: 'Gumsuri Primary Health Care Center',
  keywords: '',
  facilityType: { slug: 'primary-health-centre', name: 'Primary Health Centre' },
  ownership: 'public',
  ownershipDetail: 'Local Government',
  level: 'primary',
  nhfrUid: '57132712',
  nhfrCode: '08/07/1/1/1/0030',
  place: {
    state: { alias: 'borno', name: 'Borno' },
    lga: { slug: 'damboa', name: 'Damboa' },
    ward: 'Gumsuri',
    address: 'Gumsuri village',
    latitude: 11.05984,
    longitude: 12.80855,
  },
  phones: [
    { display: '+234 803 123 4567', href: 'tel:+2348031234567' },
    { display: '0555 664 2477', href: null },
  ],
  email: null,
  website: 'gumsuri-phc.example',
  description: null,
  languages: [],
  openingHours: [
    { day: 'MONDAY', open: '08:00:00', close: '18:00:00', isAlwaysOpen: false, isClosed: false },
    { day: 'SUNDAY', open: '00:00:00', close: '00:00:00', isAlwaysOpen: false, isClosed: true },
  ],
  hoursExceptions: [],
  openingStatus: {
    isOpen: true,
    isAlwaysOpen: false,
    openingTime: '08:00',
    closingTime: '18:00',
    opensLaterToday: false,
    label: 'Open now · closes 18:00',
  },
  services: [{ slug: 'immunisation', name: 'Immunisation' }],
  specialties: [],
  insurance: [{ slug: 'nhia', name: 'NHIA' }],
  awards: [],
  readiness: [],
  photos: [
    {
      id: 1,
      url: '/media/images/0123456789abcdef0123456789abcdef.webp',
      smallUrl: '/media/images/fedcba9876543210fedcba9876543210.webp',
      width: 1280,
      height: 960,
      alt: 'The clinic building from the road',
    },
  ],
  providers: [
    { id: 'p1', name: 'Amina Bello', title: 'Dr', specialties: [], averageRating: 4.5, reviewsCount: 2 },
  ],
  averageRating: 4.25,
  reviewsCount: 8,
  lastVerifiedAt: '2024-11-10T23:30:00.000Z',
  status: 'active',
  managed: false,
  isDemo: false,
  provenance: { dataset: 'GRID3', licence: 'CC BY 4.0', sourceId: '9c2b58dd', lastUpdated: '2024-11-11' },
  updatedAt: '2026-11-22T09:00:00.000Z',
  updatedByFacilityAt: null,
};

const loaderData = (
  overrides: Partial<FacilityView> = {},
  hoursExceptions: FacilityView['hoursExceptions'] = [],
): FacilityLoaderData => {
  const shown = { ...facility, ...overrides };
  return {
    facility: shown,
    datedHours: datedHoursLines(english, hoursExceptions, '2026-11-30', 'en'),
    readiness: readinessLines(english, shown.readiness, 'en', (slug) =>
      slug === 'oxygen' ? 'Has medical oxygen ready.' : '',
    ),
    jsonLd: serializeJsonLd(facilityJsonLd(shown, `https://carefinder.ng/facilities/${shown.id}`)),
    today: 'MONDAY',
    map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' },
  };
};

function renderPage(data: FacilityLoaderData) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ siteUrl: 'https://carefinder.ng' }),
      HydrateFallback: () => null,
      children: [
        {
          path: 'facilities/:id',
          Component: () => (
            <RatingSummaryProvider rating={data.facility}>
              <FacilityPage loaderData={data} reviews={<section aria-label="Reviews slot" />} />
            </RatingSummaryProvider>
          ),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={['/facilities/f1']} />, { wrapper: InEnglish });
}

describe('FacilityPage', () => {
  it('shows name, kind, today status, rating to one decimal with the count, and the NHFR code', async () => {
    renderPage(loaderData());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(facility.name);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Primary Health Centre · Public (Local Government) · Primary care');
    expect(text).toContain('Open now · closes 18:00');
    expect(text).toContain('4.3 out of 5 · 8 reviews');
    expect(text).toContain('08/07/1/1/1/0030');
    expect(text).toContain('Damboa LGA');
    expect(text).toContain('Borno State');
  });

  it('says what it can do in an emergency, current facts first, a stale one as not confirmed since its day', async () => {
    renderPage(
      loaderData({
        readiness: [
          {
            capability: { slug: 'blood-transfusion', name: 'Blood transfusion' },
            confirmedAt: '2026-07-01',
            source: '',
            confirmedBy: 'facility',
            current: false,
          },
          {
            capability: { slug: 'oxygen', name: 'Oxygen' },
            confirmedAt: '2026-11-20',
            source: 'Lagos SMoH list',
            confirmedBy: 'facility',
            current: true,
          },
        ],
      }),
    );
    const section = within(await screen.findByRole('region', { name: 'In an emergency' }));
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '✓ OxygenHas medical oxygen ready.Confirmed by the facility on 20 November 2026 · Source: Lagos SMoH list',
      '? Blood transfusionNot confirmed since 1 July 2026',
    ]);
  });

  it('says what is coming in place of the week’s hours, with its reason', async () => {
    renderPage(
      loaderData({}, [
        {
          from: '2026-12-25',
          to: '2026-12-26',
          isClosed: true,
          open: null,
          close: null,
          reason: 'Christmas',
        },
        {
          from: '2026-12-31',
          to: '2026-12-31',
          isClosed: false,
          open: '08:00:00',
          close: '12:00:00',
          reason: '',
        },
      ]),
    );
    const hours = await screen.findByRole('region', { name: 'Opening hours' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Closed 25–26 December 2026: Christmas', 'Open 08:00–12:00 on 31 December 2026']);
  });

  it('has no emergency section without readiness facts', async () => {
    renderPage(loaderData());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'In an emergency' })).toBeNull();
  });

  it('says what else the facility is known as, when it has other names', async () => {
    renderPage(loaderData({ keywords: 'GPHC' }));
    expect(await screen.findByText('Also known as GPHC')).toBeTruthy();
  });

  it('shows what the facility says of itself, paragraph by paragraph, and its languages', async () => {
    renderPage(
      loaderData({
        description: 'A primary health centre.\n\nBring your child’s immunisation card.',
        languages: ['English', 'Hausa'],
      }),
    );
    const about = await screen.findByRole('region', { name: 'About' });
    expect(within(about).getByText('A primary health centre.').tagName).toBe('P');
    expect(within(about).getByText('Bring your child’s immunisation card.').tagName).toBe('P');
    expect(about.textContent).toContain('Languages spoken: English, Hausa');
  });

  it('has no About section when the facility has said nothing of itself', async () => {
    renderPage(loaderData());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'About' })).toBeNull();
  });

  it('links only the valid phone number for tap-to-call', async () => {
    renderPage(loaderData());
    await screen.findByRole('heading', { level: 1 });
    const telLinks = [...document.querySelectorAll('a[href^="tel:"]')];
    expect(telLinks.map((link) => link.getAttribute('href'))).toEqual(['tel:+2348031234567']);
    expect(screen.getByText('0555 664 2477').closest('a')).toBeNull();
  });

  it('offers neither a call nor directions when the facility has closed permanently', async () => {
    renderPage(loaderData({ status: 'permanently_closed' }));
    await screen.findByText('This facility has closed permanently.');
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.queryByText('0555 664 2477')).toBeNull();
    expect(screen.queryByRole('link', { name: /Directions/ })).toBeNull();
    expect(document.body.textContent).toContain('Gumsuri village');
  });

  it('offers the claim link until the facility has its team, then says the team keeps it', async () => {
    renderPage(loaderData());
    expect((await screen.findByRole('link', { name: 'Manage this facility' })).getAttribute('href')).toBe(
      '/login?next=%2Ffacilities%2Ff1%2Fclaim',
    );
    cleanup();
    renderPage(loaderData({ managed: true }));
    await screen.findByText('Managed by the facility’s own team.');
    expect(screen.queryByRole('link', { name: 'Manage this facility' })).toBeNull();
  });

  it('gives the week Monday first with today marked, and says the times are WAT', async () => {
    renderPage(loaderData());
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday (today)08:00–18:00',
      'TuesdayNot listed',
      'WednesdayNot listed',
      'ThursdayNot listed',
      'FridayNot listed',
      'SaturdayNot listed',
      'SundayClosed',
    ]);
    expect(rows[0]?.getAttribute('aria-current')).toBe('date');
    expect(table.textContent).toContain('WAT');
  });

  it('links directions by coordinates, the website, doctors and the correction form', async () => {
    renderPage(loaderData());
    await screen.findByRole('heading', { level: 1 });
    const hrefs = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('https://www.google.com/maps/dir/?api=1&destination=11.05984,12.80855');
    expect(hrefs).toContain('https://gumsuri-phc.example');
    expect(hrefs).toContain('/providers/p1');
    expect(hrefs).toContain('/search-result?service=immunisation');
    // A followed call, directions or website link is reported by the browser itself (the owner's figures).
    const pings = Object.fromEntries(
      [...document.querySelectorAll('a[ping]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('ping'),
      ]),
    );
    expect(pings).toEqual({
      'https://www.google.com/maps/dir/?api=1&destination=11.05984,12.80855':
        '/facilities/f1/taps/directions',
      'https://gumsuri-phc.example': '/facilities/f1/taps/website',
      'tel:+2348031234567': '/facilities/f1/taps/call',
    });
    // Its own correction page: no account needed.
    expect(screen.getByRole('link', { name: 'Suggest a correction' }).getAttribute('href')).toBe(
      '/facilities/f1/correction',
    );
  });

  it('shows the small copy of each photo lazily, with its alt text, linked to the large one', async () => {
    renderPage(loaderData());
    const photo = await screen.findByAltText('The clinic building from the road');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('src')).toBe('/media/images/fedcba9876543210fedcba9876543210.webp');
    expect(photo.closest('a')?.getAttribute('href')).toBe(
      '/media/images/0123456789abcdef0123456789abcdef.webp',
    );
  });

  it('states when it was last verified (en-NG, in Nigeria) and the registry source with its licence', async () => {
    renderPage(loaderData());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Last verified/).textContent).toBe('Last verified: 11 November 2024');
    const source = screen.getByText(/^Source:/);
    expect(source.textContent).toBe('Source: Nigeria Health Facility Registry via GRID3 (CC BY 4.0)');
    expect(within(source).getByRole('link').getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(screen.queryByText(/Updated by the facility/)).toBeNull();
  });

  it('says when the facility’s own team last updated it', async () => {
    const data = loaderData();
    renderPage({ ...data, facility: { ...data.facility, updatedByFacilityAt: '2026-11-25T23:30:00.000Z' } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Updated by the facility/).textContent).toBe(
      'Updated by the facility on 26 November 2026',
    );
  });

  it('has no source line without provenance, and says so plainly when the listing is demo data', async () => {
    renderPage(loaderData({ provenance: null, isDemo: true }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/^Source:/)).toBeNull();
    expect(screen.getByRole('note').textContent).toMatch(/^Demo listing\./);
  });

  it('carries schema.org JSON-LD for a clinic with its canonical URL', async () => {
    renderPage(loaderData());
    await screen.findByRole('heading', { level: 1 });
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'MedicalClinic',
      url: 'https://carefinder.ng/facilities/f1',
      telephone: '+234 803 123 4567',
    });
  });

  it('never skips a heading level', async () => {
    const { container } = renderPage(loaderData());
    await screen.findByRole('heading', { level: 1 });
    const levels = [...container.querySelectorAll('h1, h2, h3, h4')].map((heading) =>
      Number(heading.tagName[1]),
    );
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
  });
});
