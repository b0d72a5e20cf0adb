import { describe, expect, it } from 'vitest';
import { openingStatus, type OpeningHoursEntry } from '@carefinder/contracts';
import { english } from '~/lib/i18n/in-english';
import { openingStatusText } from './opening-status-text';

const monday = (open: string, close: string, flags: Partial<OpeningHoursEntry> = {}): OpeningHoursEntry[] => [
  { day: 'MONDAY', open, close, isAlwaysOpen: false, isClosed: false, ...flags },
];

describe('openingStatusText', () => {
  it.each([
    ['open all day', monday('00:00:00', '00:00:00', { isAlwaysOpen: true }), 10 * 60],
    ['closed all day', monday('08:00:00', '18:00:00', { isClosed: true }), 10 * 60],
    ['open', monday('08:00:00', '18:00:00'), 10 * 60],
    ['not open yet', monday('08:00:00', '18:00:00'), 7 * 60],
    ['closed for the day', monday('08:00:00', '18:00:00'), 19 * 60],
  ])('words %s in English exactly as the API labels it', (_case, hours, minute) => {
    const status = openingStatus(hours, { day: 'MONDAY', minute });
    expect(status).not.toBeNull();
    if (status) expect(openingStatusText(status, english)).toBe(status.label);
  });
});
