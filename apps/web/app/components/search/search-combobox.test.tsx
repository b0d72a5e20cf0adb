// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { InEnglish } from '~/lib/i18n/in-english';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@carefinder/contracts';
import { SearchCombobox } from './search-combobox';

// Hoisted with the mock, which the component's dynamic import of './fetch-suggestions' meets.
const { fetchSuggestions } = vi.hoisted(() => {
  const suggestions: Suggestion[] = [
    {
      kind: 'facility-type',
      label: 'General Hospital',
      detail: 'Facility type',
      url: '/search-result?facilityType=general-hospital',
    },
    {
      kind: 'facility',
      label: 'General Hospital Ikeja',
      detail: 'Facility · Ikeja, Lagos',
      url: '/facilities/f1',
    },
  ];
  return {
    suggestions,
    fetchSuggestions: vi.fn(async (_query: string, _signal: AbortSignal) => suggestions),
  };
});
vi.mock('./fetch-suggestions', () => ({ fetchSuggestions }));

afterEach(() => {
  cleanup();
  fetchSuggestions.mockClear();
});

function renderCombobox() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <form>
          <label htmlFor="q">Search</label>
          <SearchCombobox id="q" name="q" />
        </form>
      ),
    },
    { path: '/facilities/:id', Component: () => <h1>Facility page</h1> },
  ]);
  render(<Stub initialEntries={['/']} />, { wrapper: InEnglish });
  return screen.getByRole('combobox', { name: 'Search' });
}

describe('SearchCombobox', () => {
  it('asks from two characters, once typing pauses, and announces the count', async () => {
    const combobox = renderCombobox();
    fireEvent.change(combobox, { target: { value: 'g' } });
    fireEvent.change(combobox, { target: { value: 'ge' } });
    fireEvent.change(combobox, { target: { value: 'gen' } });
    await waitFor(() => expect(combobox.getAttribute('aria-expanded')).toBe('true'));
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]?.[0]).toBe('gen');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 suggestions; use the arrow keys to choose');
  });

  it('moves with the arrows, closes on Escape and opens a suggestion on Enter', async () => {
    const combobox = renderCombobox();
    fireEvent.change(combobox, { target: { value: 'general' } });
    await waitFor(() => expect(combobox.getAttribute('aria-expanded')).toBe('true'));

    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    const active = () => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent).toContain('General Hospital Ikeja');
    expect(active()?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);

    fireEvent.keyDown(combobox, { key: 'ArrowUp' });
    expect(active()?.textContent).toContain('General Hospital Ikeja');
    await act(async () => {
      fireEvent.keyDown(combobox, { key: 'Enter' });
    });
    expect(await screen.findByRole('heading', { name: 'Facility page' })).toBeTruthy();
  });
});
