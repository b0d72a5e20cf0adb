/** Work refused because it could not start within the admission's wait: answer 503 with Retry-After. */
export class AdmissionRefused extends Error {
  constructor() {
    super('Too much work under way to start this within its wait');
  }
}

export interface Admission {
  /** Runs `work` once fewer than `maxInFlight` runs are under way; rejects with AdmissionRefused past the wait. */
  run<Result>(work: () => Promise<Result>): Promise<Result>;
  readonly inFlight: number;
  readonly waiting: number;
}

/**
 * At most `maxInFlight` runs at once; the rest wait in order, each for at most `maxWaitMs`, and are refused
 * after it. Work that waits on the database (a search holds one of its connections) queues for seconds
 * under overload while the event loop stays idle, so shedding by event-loop delay never sees it; this
 * bounds the queue by time instead, and what is admitted starts within `maxWaitMs`.
 */
export function createAdmission({ maxInFlight, maxWaitMs }: { maxInFlight: number; maxWaitMs: number }) {
  let inFlight = 0;
  const queue: { start: () => void; refuse: () => void; since: number; timer: NodeJS.Timeout }[] = [];

  const finish = () => {
    inFlight -= 1;
    // Each in turn, unless its wait is over: an engine that keeps the event loop busy (PGlite) can hold
    // the timers back, so the wait is also checked here.
    for (let next = queue.shift(); next; next = queue.shift()) {
      clearTimeout(next.timer);
      if (performance.now() - next.since <= maxWaitMs) return next.start();
      next.refuse();
    }
  };

  const admitted = () =>
    new Promise<void>((resolve, reject) => {
      if (inFlight < maxInFlight && queue.length === 0) {
        inFlight += 1;
        resolve();
        return;
      }
      const refuse = () => reject(new AdmissionRefused());
      const entry = {
        start: () => {
          inFlight += 1;
          resolve();
        },
        refuse,
        since: performance.now(),
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          refuse();
        }, maxWaitMs),
      };
      queue.push(entry);
    });

  const admission: Admission = {
    async run(work) {
      await admitted();
      try {
        return await work();
      } finally {
        finish();
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
