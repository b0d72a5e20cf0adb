import { describe, expect, it } from 'vitest';
import { createFigureCounter, REPEAT_WINDOW_MS } from './counter.ts';

const FACILITY = 'f1';

function counterAt(start: string) {
  let now = new Date(start);
  const counter = createFigureCounter(() => now);
  return { counter, advance: (ms: number) => void (now = new Date(now.getTime() + ms)) };
}

describe('createFigureCounter', () => {
  it('adds up a day’s events per facility, each kind in its own column', () => {
    const { counter } = counterAt('2026-11-26T10:00:00Z');
    counter.count(FACILITY, 'view', 'a');
    counter.count(FACILITY, 'view', 'b');
    counter.count(FACILITY, 'call', 'a');
    counter.count('f2', 'website', 'a');
    expect(counter.takePending()).toEqual([
      {
        facilityId: FACILITY,
        day: '2026-11-26',
        pageViews: 2,
        callTaps: 1,
        directionsTaps: 0,
        websiteTaps: 0,
      },
      { facilityId: 'f2', day: '2026-11-26', pageViews: 0, callTaps: 0, directionsTaps: 0, websiteTaps: 1 },
    ]);
    expect(counter.takePending()).toEqual([]);
  });

  it('counts a visitor’s repeat once within the window, and again after it', () => {
    const { counter, advance } = counterAt('2026-11-26T10:00:00Z');
    counter.count(FACILITY, 'view', 'a');
    advance(REPEAT_WINDOW_MS - 1);
    counter.count(FACILITY, 'view', 'a');
    expect(counter.takePending()[0]?.pageViews).toBe(1);
    advance(1);
    counter.count(FACILITY, 'view', 'a');
    expect(counter.takePending()[0]?.pageViews).toBe(1);
  });

  it('files an event under the Nigerian day: 23:30 UTC is the next morning in Lagos', () => {
    const { counter } = counterAt('2026-11-26T23:30:00Z');
    counter.count(FACILITY, 'directions', 'a');
    expect(counter.takePending()[0]?.day).toBe('2026-11-27');
  });

  it('puts back counts that could not be stored, added to the new ones', () => {
    const { counter } = counterAt('2026-11-26T10:00:00Z');
    counter.count(FACILITY, 'view', 'a');
    const failed = counter.takePending();
    counter.count(FACILITY, 'view', 'b');
    counter.putBack(failed);
    expect(counter.takePending()[0]?.pageViews).toBe(2);
  });
});
