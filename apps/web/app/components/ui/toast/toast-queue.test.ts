import { describe, expect, it } from 'vitest';
import {
  TOAST_ANIMATION_MS,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_DEFAULT_TYPE,
  TOAST_STICKY_DURATION_MS,
  TOAST_TYPES,
  createToast,
  createToastIdGenerator,
  dismissToast,
  enqueueToast,
  isStickyToast,
  removeToast,
} from './toast-queue';
import type { ToastInput, ToastQueue } from './toast-queue';

describe('toast constants', () => {
  it.each([
    { name: 'TOAST_TYPES', actual: TOAST_TYPES, expected: ['info', 'success', 'warning', 'error'] },
    { name: 'TOAST_DEFAULT_TYPE', actual: TOAST_DEFAULT_TYPE, expected: 'info' },
    { name: 'TOAST_DEFAULT_DURATION_MS', actual: TOAST_DEFAULT_DURATION_MS, expected: 5000 },
    { name: 'TOAST_STICKY_DURATION_MS', actual: TOAST_STICKY_DURATION_MS, expected: 0 },
    { name: 'TOAST_ANIMATION_MS', actual: TOAST_ANIMATION_MS, expected: 400 },
  ])('$name', ({ actual, expected }) => {
    expect(actual).toEqual(expected);
  });
});

describe('createToast', () => {
  const onClick = () => {};

  it.each<{ why: string; input: ToastInput; expected: Record<string, unknown> }>([
    {
      why: 'defaults',
      input: {},
      expected: { type: 'info', duration: 5000, priority: false, leaving: false },
    },
    {
      why: 'everything given',
      input: { type: 'error', title: 'T', message: 'M', onClick, priority: true, duration: 1000 },
      expected: { type: 'error', title: 'T', message: 'M', onClick, priority: true, duration: 1000 },
    },
    { why: 'sticky', input: { duration: 0 }, expected: { duration: 0 } },
    { why: 'negative duration', input: { duration: -1 }, expected: { duration: 5000 } },
    { why: 'NaN duration', input: { duration: Number.NaN }, expected: { duration: 5000 } },
    {
      why: 'endless duration is sticky',
      input: { duration: Number.POSITIVE_INFINITY },
      expected: { duration: 0 },
    },
    { why: 'beyond the timer limit is sticky', input: { duration: 2 ** 31 }, expected: { duration: 0 } },
  ])('$why', ({ input, expected }) => {
    expect(createToast(input, 'id-1')).toMatchObject({ id: 'id-1', ...expected });
  });
});

describe('createToastIdGenerator', () => {
  it('gives unique ids', () => {
    const nextId = createToastIdGenerator();
    const ids = Array.from({ length: 100 }, () => nextId());
    expect(new Set(ids).size).toBe(100);
  });

  it('keeps separate counters per generator', () => {
    expect(createToastIdGenerator('a')()).toBe('a-1');
    expect(createToastIdGenerator('a')()).toBe('a-1');
  });
});

describe('enqueueToast', () => {
  const idsAfterEnqueueing = (inputs: ReadonlyArray<ToastInput & { title: string }>): string[] =>
    inputs
      .reduce<ToastQueue>((queue, input) => enqueueToast(queue, createToast(input, input.title)), [])
      .map((toast) => toast.id);

  it.each([
    {
      why: 'appends in order',
      inputs: [{ title: 'a' }, { title: 'b' }, { title: 'c' }],
      expected: ['a', 'b', 'c'],
    },
    {
      why: 'priority goes to the front',
      inputs: [{ title: 'a' }, { title: 'b' }, { title: 'p', priority: true }],
      expected: ['p', 'a', 'b'],
    },
    {
      why: 'latest priority is first',
      inputs: [{ title: 'p1', priority: true }, { title: 'a' }, { title: 'p2', priority: true }],
      expected: ['p2', 'p1', 'a'],
    },
    {
      why: 'normal after priority is appended',
      inputs: [{ title: 'p', priority: true }, { title: 'a' }],
      expected: ['p', 'a'],
    },
  ])('$why', ({ inputs, expected }) => {
    expect(idsAfterEnqueueing(inputs)).toEqual(expected);
  });

  it('does not mutate the queue it is given', () => {
    const queue: ToastQueue = [createToast({}, 'a')];
    enqueueToast(queue, createToast({ priority: true }, 'b'));
    expect(queue.map((toast) => toast.id)).toEqual(['a']);
  });
});

describe('dismissToast and removeToast', () => {
  const queue: ToastQueue = [createToast({}, 'a'), createToast({}, 'b')];

  it('marks only the dismissed toast as leaving', () => {
    expect(dismissToast(queue, 'b').map((toast) => [toast.id, toast.leaving])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  it.each([
    { why: 'dismiss of an unknown id', change: (q: ToastQueue) => dismissToast(q, 'x') },
    { why: 'dismiss of a toast already leaving', change: (q: ToastQueue) => dismissToast(q, 'b') },
    { why: 'remove of an unknown id', change: (q: ToastQueue) => removeToast(q, 'x') },
  ])('$why returns the same queue', ({ change }) => {
    const leavingQueue = dismissToast(queue, 'b');
    expect(change(leavingQueue)).toBe(leavingQueue);
  });

  it('removes the toast', () => {
    expect(removeToast(queue, 'a').map((toast) => toast.id)).toEqual(['b']);
  });
});

describe('isStickyToast', () => {
  it.each([
    { duration: 0, expected: true },
    { duration: 5000, expected: false },
  ])('duration $duration → $expected', ({ duration, expected }) => {
    expect(isStickyToast({ duration })).toBe(expected);
  });
});
