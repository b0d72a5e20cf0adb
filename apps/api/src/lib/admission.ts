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

export interface AdmissionLimits {
  /** Runs under way at once, at most. */
  maxInFlight: number;
  /** Runs waiting their turn, at most: one more is refused at once. */
  maxWaiting: number;
  /** How long a run waits for its turn, at most, before it is refused. */
  maxWaitMs: number;
}

/**
 * At most `maxInFlight` runs at once; up to `maxWaiting` more wait in order, each for at most `maxWaitMs`,
 * and any beyond them is refused at once. The queue's length, not its wait, is what sheds under overload:
 * every visitor of an ordinary crowd waits its turn (the few hundred milliseconds a deep queue costs beat a
 * refusal), while past that crowd refusals are fast and what is admitted still starts within the queue's
 * length of runs. The wait bounds the rest: work that waits on the database (a search holds one of its
 * connections) can queue for seconds while the event loop stays idle, where shedding by event-loop delay
 * never sees it.
 */
export function createAdmission({ maxInFlight, maxWaiting, maxWaitMs }: AdmissionLimits) {
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
      if (queue.length >= maxWaiting) {
        refuse();
        return;
      }
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
