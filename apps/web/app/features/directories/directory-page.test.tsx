// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { keepFile } from '~/lib/kept-files';
import { InEnglish } from '~/lib/i18n/in-english';
import { groupByInitial } from './a-z';
import DirectoryPage from './directory-page';

afterEach(cleanup);

const entry = (name: string, slug: string, facilityCount: number, providerCount: number) => ({
  name,
  slug,
  nameInEnglish: false,
  description: `About ${name}.`,
  facilityCount,
  providerCount,
});

function renderDirectory() {
  const groups = groupByInitial([
    entry('Paediatrics', 'paediatrics', 120, 40),
    entry('Anaesthesia', 'anaesthesia', 192, 95),
    entry('24-Hour Care', 'emergency-care', 3, 0),
  ]);
  // As the loader keeps the entries for the render and names them in its data.
  const GROUPS_FILE = '/directories/en/specialties.0123456789.json';
  keepFile(GROUPS_FILE, groups);
  const Stub = createRoutesStub([
    {
      path: '/specialty-directory',
      Component: () => (
        <DirectoryPage
          loaderData={{ kind: 'specialties', groups: GROUPS_FILE, locale: 'en', messages: [] }}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={['/specialty-directory']} />, { wrapper: InEnglish });
}

describe('DirectoryPage', () => {
  it('jumps to the letters that have entries; the others are not links', () => {
    renderDirectory();
    const letters = screen.getByRole('navigation', { name: 'Jump to a letter' });
    expect(
      within(letters)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['0–9', '#letter-other'],
      ['A', '#letter-a'],
      ['P', '#letter-p'],
    ]);
    expect(letters.textContent).toContain('Z');
  });

  it('groups entries under their letter, each linking to the search filtered by it, with its counts', () => {
    renderDirectory();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '0–9',
      'A',
      'P',
    ]);
    expect(screen.getByRole('link', { name: 'Anaesthesia' }).getAttribute('href')).toBe(
      '/search-result?specialty=anaesthesia',
    );
    expect(screen.getByText('95 doctors · 192 facilities')).toBeTruthy();
    expect(screen.getByText('About Paediatrics.')).toBeTruthy();
  });
});
