// @vitest-environment jsdom
import type { FacilityFigures } from '@carefinder/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FacilityFiguresSection } from './facility-figures';

afterEach(cleanup);

const day = (date: string, pageViews: number, callTaps = 0) => ({
  day: date,
  pageViews,
  callTaps,
  directionsTaps: 0,
  websiteTaps: 0,
});

const figures: FacilityFigures = {
  days: 3,
  from: '2026-11-24',
  to: '2026-11-26',
  totals: { pageViews: 1_250, callTaps: 7, directionsTaps: 3, websiteTaps: 0 },
  daily: [day('2026-11-24', 1_000), day('2026-11-25', 200, 5), day('2026-11-26', 50, 2)],
};

describe('FacilityFiguresSection', () => {
  it('names each total by what it counts, for the period it covers', () => {
    render(<FacilityFiguresSection figures={figures} />);
    expect(screen.getByText(/From 24 November 2026 to 26 November 2026 \(today\)/)).toBeTruthy();
    const totals = Object.fromEntries(
      screen
        .getAllByRole('definition')
        .map((value) => [value.previousSibling?.textContent, value.textContent]),
    );
    expect(totals).toEqual({
      'Views of your page': '1,250',
      'Taps to call': '7',
      'Taps for directions': '3',
      'Taps to your website': '0',
    });
  });

  it('lists the days newest first, each with its counts', () => {
    render(<FacilityFiguresSection figures={figures} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const cells = rows.map((row) => [...row.children].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['26 November 2026', '50', '2', '0', '0'],
      ['25 November 2026', '200', '5', '0', '0'],
      ['24 November 2026', '1,000', '0', '0', '0'],
    ]);
  });
});
