// @vitest-environment jsdom
import type { OpenDataSummary } from '@carefinder/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OpenDataPage from './open-data-page';

afterEach(cleanup);

const summary = (overrides: Partial<OpenDataSummary> = {}): OpenDataSummary => ({
  published: 0,
  lastUpdated: null,
  license: 'https://creativecommons.org/licenses/by/4.0/',
  attribution:
    'Source: Nigeria Health Facility Registry via GRID3 (CC BY 4.0); compiled and kept current by CareFinder',
  ...overrides,
});

const text = () => document.body.textContent ?? '';

describe('OpenDataPage', () => {
  it('links both files for download, with the licence and the credit the files carry', () => {
    render(<OpenDataPage summary={summary({ published: 1196 })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Open data' })).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Facilities as CSV' });
    expect(csv.getAttribute('href')).toBe('/open-data/facilities.csv');
    expect(csv.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Facilities as GeoJSON' }).getAttribute('href')).toBe(
      '/open-data/facilities.geojson',
    );
    const licence = screen.getByRole('link', { name: /CC BY 4\.0/ });
    expect(licence.getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(licence.getAttribute('rel')).toBe('license');
    expect(text()).toContain(
      'Source: Nigeria Health Facility Registry via GRID3 (CC BY 4.0); compiled and kept current by CareFinder',
    );
  });

  it('says how many facilities the files hold and when the latest changed, with no import hint', () => {
    render(
      <OpenDataPage summary={summary({ published: 38_012, lastUpdated: '2026-11-24T23:30:00.000Z' })} />,
    );
    expect(text()).toContain('They hold 38,012 facilities from the Nigeria Health Facility Registry');
    // 23:30 UTC is already the next day in Nigeria (WAT, UTC+1).
    expect(screen.getByText('25 November 2026').getAttribute('datetime')).toBe('2026-11-24T23:30:00.000Z');
    expect(text()).not.toContain('npm run import:grid3');
  });

  it('says one facility in the singular', () => {
    render(<OpenDataPage summary={summary({ published: 1, lastUpdated: '2026-11-24T10:00:00.000Z' })} />);
    expect(text()).toContain('They hold 1 facility from');
  });

  it('with none published, says the registry is not imported yet and gives operators the command', () => {
    render(<OpenDataPage summary={summary()} />);
    expect(text()).toContain(
      'They hold no facilities yet: this CareFinder has not imported the national registry.',
    );
    expect(text()).toContain('demo data, which is never published');
    expect(screen.getByRole('heading', { name: 'For the people who run this site' })).toBeTruthy();
    expect(screen.getByText('npm run import:grid3 -- <file>').tagName).toBe('CODE');
  });
});
