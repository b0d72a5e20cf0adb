// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { InEnglish } from '~/lib/i18n/in-english';
import { afterEach, describe, expect, it } from 'vitest';
import { readSearchParams } from '~/lib/search-url';
import { keepFile } from '~/lib/kept-files';
import type { FilterOptions } from './filter-options.server';
import SearchPage from './search-page';
import type { SearchItemView, SearchLoaderData, SearchResultView } from './search-loader.server';

afterEach(cleanup);

const options: FilterOptions = {
  states: [
    ['kano', 'Kano'],
    ['lagos', 'Lagos'],
  ],
  lgas: [['ikeja', 'Ikeja']],
  facilityTypes: [
    ['clinic', 'Clinic'],
    ['general-hospital', 'General Hospital'],
  ],
  services: [],
  specialties: [['paediatrics', 'Paediatrics']],
  conditions: [],
  procedures: [],
  insurance: [],
  capabilities: [
    ['emergency-24h', 'Emergency care day and night'],
    ['caesarean-section', 'Can do a caesarean section'],
    ['accepting-nhia-enrolees', 'Taking new NHIA patients'],
  ],
};

const hospital: SearchItemView = {
  kind: 'facility',
  id: 'f1',
  name: 'General Hospital Ikeja',
  url: '/facilities/f1',
  facilityType: { slug: 'general-hospital', name: 'General Hospital' },
  specialties: [],
  place: {
    state: { alias: 'lagos', name: 'Lagos' },
    lga: { slug: 'ikeja', name: 'Ikeja' },
    address: '1 Hospital Road',
    latitude: 6.6,
    longitude: 3.35,
  },
  distanceKm: 2.34,
  outsidePlace: false,
  openingStatus: {
    isOpen: true,
    isAlwaysOpen: true,
    openingTime: null,
    closingTime: null,
    opensLaterToday: false,
    label: 'Open 24 hours',
  },
  averageRating: 4.26,
  reviewsCount: 12,
  phone: { display: '+234 803 123 4567', href: 'tel:+2348031234567' },
  verified: true,
  status: 'active',
};

const result = (overrides: Partial<SearchResultView> = {}): SearchResultView => ({
  items: [hospital],
  total: 45,
  page: 2,
  pageSize: 20,
  counts: {
    kind: { facility: 40, provider: 5 },
    facilityType: { 'general-hospital': 12 },
    ownership: {},
    level: {},
    state: { lagos: 45 },
    insurance: {},
  },
  interpreted: {
    text: 'general hospital',
    corrections: [{ from: 'genral', to: 'general' }],
    place: { state: { alias: 'lagos', name: 'Lagos' }, lga: { slug: 'ikeja', name: 'Ikeja' }, town: null },
    allWordsMatched: true,
    nearMe: false,
    openNow: false,
  },
  ...overrides,
});

/** As the loader keeps the choices for the render and names them in its data. */
const OPTIONS_FILE = '/search-options/en/all.0123456789.json';
keepFile(OPTIONS_FILE, options);

const map = { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' };

function pageElement(data: Omit<SearchLoaderData, 'options' | 'map' | 'locale' | 'messages'>) {
  const loaderData = {
    ...data,
    options: OPTIONS_FILE,
    map,
    locale: 'en' as const,
    messages: [],
  };
  const Stub = createRoutesStub([
    { path: '/search-result', Component: () => <SearchPage loaderData={loaderData} /> },
  ]);
  return (
    <InEnglish>
      <Stub initialEntries={['/search-result']} />
    </InEnglish>
  );
}

const renderPage = (data: Parameters<typeof pageElement>[0]) => render(pageElement(data));

describe('SearchPage', () => {
  it('says what was searched for, counts the results and shows what each one needs', () => {
    renderPage({
      params: { q: 'genral hospital in ikeja', state: 'lagos', page: '2' },
      outcome: { ok: true, result: result() },
    });
    expect(screen.getByText(/^Showing results for/).textContent).toBe(
      'Showing results for general hospital in Ikeja — you searched for genral hospital in ikeja',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Results 21–40 of 45' })).toBeTruthy();

    const link = screen.getByRole('link', { name: 'General Hospital Ikeja' });
    expect(link.getAttribute('href')).toBe('/facilities/f1');
    const entry = link.closest('li') as HTMLElement;
    expect(entry.textContent).toContain('Ikeja, Lagos State · 2.3 km away');
    expect(entry.textContent).toContain('Open 24 hours');
    expect(entry.textContent).toContain('Verified');
    expect(entry.textContent).toContain('4.3 out of 5 · 12 reviews');
    expect(
      within(entry)
        .getByRole('link', { name: /803 123 4567/ })
        .getAttribute('href'),
    ).toBe('tel:+2348031234567');
  });

  it('shows facet counts beside the filter choices and the filters in force as links that drop them', () => {
    renderPage({ params: { q: 'hospital', state: 'lagos' }, outcome: { ok: true, result: result() } });
    expect(screen.getByRole('option', { name: 'General Hospital (12)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Clinic' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Doctors (5)' })).toBeTruthy();
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('lagos');
    expect(screen.getByRole('link', { name: 'Remove the filter State: Lagos' }).getAttribute('href')).toBe(
      '/search-result?q=hospital',
    );
  });

  it('offers the emergency capabilities in plain words, in the server’s HTML, the ones asked for ticked', () => {
    const page = {
      params: { q: 'hospital', capability: ['caesarean-section'] },
      outcome: { ok: true as const, result: result() },
    };
    const serverHtml = renderToString(pageElement(page));
    expect(serverHtml).toContain('Can do a caesarean section');
    renderPage(page);
    const boxes = within(screen.getByRole('group', { name: 'Can do now' })).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Emergency care day and night',
      'Can do a caesarean section',
      'Taking new NHIA patients',
    ]);
    const box = screen.getByRole('checkbox', { name: 'Can do a caesarean section' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.getAttribute('name')).toBe('capability');
    expect(
      screen.getByRole('link', { name: 'Remove the filter Can do a caesarean section' }).getAttribute('href'),
    ).toBe('/search-result?q=hospital');
  });

  it('sends the long lists of what to look for with the scripts: the server’s HTML holds the choice in force', () => {
    const page = { params: { q: 'hospital' }, outcome: { ok: true as const, result: result() } };
    const serverHtml = renderToString(pageElement(page));
    expect(serverHtml).not.toContain('Paediatrics');
    expect(serverHtml).toContain('href="/conditions-directory"');
    const chosen = renderToString(
      pageElement({ ...page, params: { q: 'hospital', specialty: 'paediatrics' } }),
    );
    expect(chosen).toContain('<option value="paediatrics" selected="">Paediatrics</option>');
    // In the browser the whole list is there.
    renderPage(page);
    expect(screen.getByRole('option', { name: 'Paediatrics' })).toBeTruthy();
  });

  it("shows an old bookmark's type=… as the facility type filter, selected and removable", () => {
    renderPage({
      params: readSearchParams(new URLSearchParams('q=hospital&type=general-hospital')),
      outcome: { ok: true, result: result() },
    });
    const select = screen.getByLabelText('Facility type') as HTMLSelectElement;
    expect(select.name).toBe('facilityType');
    expect(select.value).toBe('general-hospital');
    expect(
      screen
        .getByRole('link', { name: 'Remove the filter Facility type: General Hospital' })
        .getAttribute('href'),
    ).toBe('/search-result?q=hospital');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/search-result?q=hospital&facilityType=general-hospital&page=3',
    );
  });

  it('pages: the current one marked, Previous and Next with their rel', () => {
    renderPage({ params: { q: 'hospital', page: '2' }, outcome: { ok: true, result: result() } });
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/search-result?q=hospital',
    );
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('rel')).toBe('next');
  });

  it('notes when no listing had every word', () => {
    const interpreted = {
      text: 'eye clinic',
      corrections: [],
      place: null,
      allWordsMatched: false,
      nearMe: false,
      openNow: false,
    };
    renderPage({ params: { q: 'eye clinic' }, outcome: { ok: true, result: result({ interpreted }) } });
    expect(screen.getByText('Showing results for').textContent).toBe('Showing results for eye clinic');
    expect(screen.getByText(/No listing has every word you searched for/)).toBeTruthy();
  });

  it('says when the text asked for places open now', () => {
    const interpreted = {
      text: 'pharmacy',
      corrections: [],
      place: null,
      allWordsMatched: true,
      nearMe: false,
      openNow: true,
    };
    renderPage({
      params: { q: 'pharmacy open now' },
      outcome: { ok: true, result: result({ interpreted }) },
    });
    expect(document.body.textContent).toContain('Showing results for pharmacy, open now');
  });

  it('asks for the position when the text said "near me" and the search was made without it', () => {
    const interpreted = {
      text: 'pharmacy',
      corrections: [],
      place: null,
      allWordsMatched: true,
      nearMe: true,
      openNow: false,
    };
    renderPage({ params: { q: 'pharmacy near me' }, outcome: { ok: true, result: result({ interpreted }) } });
    expect(screen.getByText(/You asked for places near you/)).toBeTruthy();
  });

  it('lists the listings outside the place the text named under their own heading, after the others', () => {
    const abuja = { state: { alias: 'abuja', name: 'Federal Capital Territory' }, lga: null, town: null };
    const interpreted = {
      text: 'dentist',
      corrections: [],
      place: abuja,
      allWordsMatched: true,
      nearMe: false,
      openNow: false,
    };
    const inside = { ...hospital, id: 'f2', name: 'Garki Dental Clinic' };
    const outside = { ...hospital, id: 'f3', name: 'Federal Medical Centre Ilorin', outsidePlace: true };
    renderPage({
      params: { q: 'dentist abuja' },
      outcome: { ok: true, result: result({ interpreted, items: [inside, outside], total: 2 }) },
    });
    const heading = screen.getByRole('heading', { name: 'Outside Federal Capital Territory' });
    const lists = screen.getAllByRole('list').filter((list) => list.tagName === 'OL');
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ),
    ).toEqual([['Garki Dental Clinic'], ['Federal Medical Centre Ilorin']]);
    expect(heading.compareDocumentPosition(lists[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('suggests what to try when nothing matches', () => {
    renderPage({
      params: { q: 'qwxzv', openNow: 'true' },
      outcome: { ok: true, result: result({ items: [], total: 0, page: 1 }) },
    });
    const empty = screen.getByRole('region', { name: 'No results for “qwxzv”' });
    expect(empty.textContent).toContain('Check the spelling');
    expect(within(empty).getByRole('link', { name: 'Remove the filter Open now' }).getAttribute('href')).toBe(
      '/search-result?q=qwxzv',
    );
    expect(within(empty).getByRole('link', { name: 'Facility types' }).getAttribute('href')).toBe(
      '/facility-types-directory',
    );
  });

  it('names a refused setting and links to the search without it', () => {
    renderPage({
      params: { q: 'clinic', minRating: '9' },
      outcome: {
        ok: false,
        status: 400,
        problems: [{ param: 'minRating', message: 'minRating is a number from 1 to 5.' }],
      },
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Minimum rating (minRating): minRating is a number from 1 to 5.');
    expect(within(alert).getByRole('link', { name: 'Search without it' }).getAttribute('href')).toBe(
      '/search-result?q=clinic',
    );
  });
});
