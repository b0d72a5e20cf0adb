/** Work refused because it could not start within the admission's wait: answer 503 with Retry-After. */
export class AdmissionRefused extends Error {
  constructor() {
    super('Too much work under way to start this within its wait');
  }
}

export interface Admission {
  /**
   * Runs `work` once fewer than `maxInFlight` runs are under way; rejects with AdmissionRefused past the wait.
   * `gone` is the client's connection: once it closes, a run still waiting leaves the queue (and rejects with
   * the signal's reason), so that a visitor who gave up keeps no one else waiting.
   */
  run<Result>(work: () => Promise<Result>, gone?: AbortSignal): Promise<Result>;
  readonly inFlight: number;
  readonly waiting: number;
}

export interface AdmissionLimits {
  /** Runs under way at once, at most. */
  maxInFlight: number;
  /** Runs waiting their turn, at most: one more is refused at once. */
  maxWaiting: number;
  /** How long a run waits for its turn, at most, before it is refused. */
  maxWaitMs: number;
}

/** How much each finished run moves the mean run time (an exponential moving average). */
const RUN_TIME_WEIGHT = 0.1;

/**
 * At most `maxInFlight` runs at once; up to `maxWaiting` more wait in order, each for at most `maxWaitMs`.
 * A run is refused at once when the queue is full, or when the runs ahead of it would keep it waiting past
 * `maxWaitMs` (their number, times the mean run time, over `maxInFlight`): so every visitor of an ordinary
 * crowd waits its turn (a few hundred milliseconds beat a refusal), while past that crowd refusals are fast
 * and what is admitted starts in time, instead of a queue whose every run waits out its time and is refused.
 * The wait itself bounds the rest: work that waits on the database (a search holds one of its connections)
 * can queue for seconds while the event loop stays idle, where shedding by event-loop delay never sees it.
 */
export function createAdmission({ maxInFlight, maxWaiting, maxWaitMs }: AdmissionLimits) {
  let inFlight = 0;
  let meanRunMs = 0;
  const queue: { start: () => void; refuse: () => void; since: number; timer: NodeJS.Timeout }[] = [];

  const finish = (ranMs: number) => {
    inFlight -= 1;
    meanRunMs = meanRunMs ? meanRunMs + RUN_TIME_WEIGHT * (ranMs - meanRunMs) : ranMs;
    // Each in turn, unless its wait is over: an engine that keeps the event loop busy (PGlite) can hold
    // the timers back, so the wait is also checked here.
    for (let next = queue.shift(); next; next = queue.shift()) {
      clearTimeout(next.timer);
      if (performance.now() - next.since <= maxWaitMs) return next.start();
      next.refuse();
    }
  };

  /** Whether one more run in the queue would start within the wait, by the runs' mean time so far. */
  const wouldStartInTime = () => ((queue.length + 1) * meanRunMs) / maxInFlight <= maxWaitMs;

  const admitted = (gone?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      gone?.throwIfAborted();
      if (inFlight < maxInFlight && queue.length === 0) {
        inFlight += 1;
        resolve();
        return;
      }
      const refuse = () => reject(new AdmissionRefused());
      if (queue.length >= maxWaiting || !wouldStartInTime()) {
        refuse();
        return;
      }
      const leave = () => {
        clearTimeout(entry.timer);
        const place = queue.indexOf(entry);
        if (place >= 0) queue.splice(place, 1);
      };
      const left = () => {
        leave();
        reject(gone?.reason);
      };
      const entry = {
        start: () => {
          gone?.removeEventListener('abort', left);
          inFlight += 1;
          resolve();
        },
        refuse: () => {
          gone?.removeEventListener('abort', left);
          refuse();
        },
        since: performance.now(),
        timer: setTimeout(() => {
          leave();
          entry.refuse();
        }, maxWaitMs),
      };
      gone?.addEventListener('abort', left, { once: true });
      queue.push(entry);
    });

  const admission: Admission = {
    async run(work, gone) {
      await admitted(gone);
      const started = performance.now();
      try {
        return await work();
      } finally {
        finish(performance.now() - started);
      }
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return queue.length;
    },
  };
  return admission;
}
