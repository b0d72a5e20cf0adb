import { describe, expect, it } from 'vitest';
import {
  dateInNigeria,
  formatDateInNigeria,
  formatDateTimeInNigeria,
  formatLongDate,
  formatDayRange,
} from './date';

describe('formatLongDate', () => {
  it.each([
    ['2026-11-22', '22 November 2026'],
    ['2026-01-05', '5 January 2026'],
    ['not-a-date', 'not-a-date'],
  ])('%s → %s', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });
});

describe('dateInNigeria', () => {
  it.each([
    { timestamp: '2024-11-11T09:00:00.000Z', expected: '2024-11-11', why: 'daytime' },
    { timestamp: '2024-11-10T23:30:00.000Z', expected: '2024-11-11', why: 'after midnight in Lagos' },
    { timestamp: '2024-11-11T22:59:59.000Z', expected: '2024-11-11', why: 'just before midnight in Lagos' },
    { timestamp: '2024-12-31T23:00:00.000Z', expected: '2025-01-01', why: 'new year in Lagos first' },
    { timestamp: 'soon', expected: 'soon', why: 'not a timestamp: kept' },
  ])('$why: $timestamp → $expected', ({ timestamp, expected }) => {
    expect(dateInNigeria(timestamp)).toBe(expected);
  });
});

describe('formatDateInNigeria', () => {
  it('gives the en-NG long date of the day in Nigeria', () => {
    expect(formatDateInNigeria('2024-11-10T23:30:00.000Z')).toBe('11 November 2024');
  });
});

describe('formatDateTimeInNigeria', () => {
  it('gives the day and the 24-hour time in Nigeria, an hour past UTC', () => {
    expect(formatDateTimeInNigeria('2024-11-10T23:30:00Z')).toBe('11 November 2024, 00:30');
    expect(formatDateTimeInNigeria('2026-03-01T08:05:00.000Z')).toBe('1 March 2026, 09:05');
  });
});

describe('formatDayRange', () => {
  it.each([
    ['2026-12-25', '2026-12-25', '25 December 2026'],
    ['2026-12-25', '2026-12-26', '25–26 December 2026'],
    ['2026-11-30', '2026-12-01', '30 November – 1 December 2026'],
    ['2026-12-31', '2027-01-02', '31 December 2026 – 2 January 2027'],
  ])('%s to %s → %s', (from, to, text) => {
    expect(formatDayRange(from, to)).toBe(text);
  });
});
