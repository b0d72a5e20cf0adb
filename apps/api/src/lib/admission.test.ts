import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdmissionRefused, createAdmission } from './admission.ts';

/** Work that ends when the test says. */
function pending() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createAdmission', () => {
  it('runs at most maxInFlight at once; the next starts, in order, when one ends', async () => {
    const admission = createAdmission({ maxInFlight: 2, maxWaiting: 4, maxWaitMs: 100 });
    const [a, b] = [pending(), pending()];
    const started: string[] = [];
    const runA = admission.run(a.work);
    const runB = admission.run(b.work);
    const runC = admission.run(async () => void started.push('c'));
    const runD = admission.run(async () => void started.push('d'));
    expect(admission.inFlight).toBe(2);
    expect(admission.waiting).toBe(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toEqual([]);
    a.finish();
    await Promise.all([runA, runC, runD]);
    expect(started).toEqual(['c', 'd']);
    b.finish();
    await runB;
    expect(admission.inFlight).toBe(0);
  });

  it('refuses what cannot start within maxWaitMs, and forgets it', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaiting: 4, maxWaitMs: 100 });
    const busy = pending();
    const running = admission.run(busy.work);
    const waiting = admission.run(async () => 'late');
    const refusal = expect(waiting).rejects.toBeInstanceOf(AdmissionRefused);
    await vi.advanceTimersByTimeAsync(99);
    expect(admission.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await refusal;
    expect(admission.waiting).toBe(0);
    busy.finish();
    await running;
    await expect(admission.run(async () => 'now')).resolves.toBe('now');
  });

  it('refuses at once what would wait beyond maxWaiting, and admits again once the queue moves', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaiting: 2, maxWaitMs: 1_000 });
    const busy = pending();
    const running = admission.run(busy.work);
    const waiting = [admission.run(async () => 'first'), admission.run(async () => 'second')];
    await expect(admission.run(async () => 'third')).rejects.toBeInstanceOf(AdmissionRefused);
    expect(admission.waiting).toBe(2);
    busy.finish();
    await running;
    await expect(Promise.all(waiting)).resolves.toEqual(['first', 'second']);
    await expect(admission.run(async () => 'fourth')).resolves.toBe('fourth');
  });

  it('refuses at once a run that the runs ahead of it would keep waiting past maxWaitMs', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaiting: 10, maxWaitMs: 250 });
    const takes100ms = () => new Promise<string>((resolve) => setTimeout(() => resolve('done'), 100));
    // One run shows how long a run takes.
    const first = admission.run(takes100ms);
    await vi.advanceTimersByTimeAsync(100);
    await first;
    const running = admission.run(takes100ms);
    const waiting = [admission.run(takes100ms), admission.run(takes100ms)];
    // A third waiting run would start after 300 ms: refused now, not after its wait.
    await expect(admission.run(takes100ms)).rejects.toBeInstanceOf(AdmissionRefused);
    expect(admission.waiting).toBe(2);
    await vi.advanceTimersByTimeAsync(300);
    await expect(Promise.all([running, ...waiting])).resolves.toEqual(['done', 'done', 'done']);
  });

  it('lets a run whose client left give up its place in the queue, and never starts it', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaiting: 1, maxWaitMs: 1_000 });
    const busy = pending();
    const running = admission.run(busy.work);
    const visitor = new AbortController();
    let leftStarted = false;
    const left = admission.run(async () => void (leftStarted = true), visitor.signal);
    visitor.abort(new Error('connection closed'));
    await expect(left).rejects.toThrow('connection closed');
    expect(admission.waiting).toBe(0);
    // Its place is free for the next visitor, who starts once the run ahead ends.
    const next = admission.run(async () => 'next');
    busy.finish();
    await running;
    await expect(next).resolves.toBe('next');
    expect(leftStarted).toBe(false);
    // A client already gone is not queued at all.
    await expect(admission.run(async () => 'never', AbortSignal.abort())).rejects.toBeDefined();
  });

  it('frees its place when the work fails', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaiting: 4, maxWaitMs: 100 });
    await expect(admission.run(() => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(admission.inFlight).toBe(0);
    await expect(admission.run(async () => 'next')).resolves.toBe('next');
  });
});
