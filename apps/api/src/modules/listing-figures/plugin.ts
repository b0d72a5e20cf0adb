import fp from 'fastify-plugin';
import { createFigureCounter, forgetOldDays, storeCounts, type FacilityEvent } from './service.ts';

/** How often the counts in memory are stored; a crash loses at most this much of them. */
const FLUSH_INTERVAL_MS = 10_000;
/** How often days older than the dashboard shows are deleted. */
const SWEEP_INTERVAL_MS = 6 * 60 * 60_000;

export interface FacilityFiguresRecorder {
  /** Counts a visitor's view of the facility's page or tap on one of its links (see counter.ts). */
  count(facilityId: string, event: FacilityEvent, visitor: string): void;
  /** Stores what is counted so far (before the figures are read, so they include it). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    facilityFigures: FacilityFiguresRecorder;
  }
}

/**
 * The facility pages' figures for their dashboard: counted in memory as visitors come, stored every
 * FLUSH_INTERVAL_MS and when the app closes.
 */
export default fp(
  async (app) => {
    const counter = createFigureCounter(() => app.now());
    const flush = () => storeCounts(app.db, counter);
    let lastSweepMs = 0;
    const flushInBackground = async () => {
      try {
        await flush();
        const nowMs = app.now().getTime();
        if (nowMs - lastSweepMs >= SWEEP_INTERVAL_MS) {
          lastSweepMs = nowMs;
          await forgetOldDays(app.db, app.now());
        }
      } catch (error) {
        app.log.warn({ err: error }, 'facility figures could not be stored; they are tried again');
      }
    };
    const timer = setInterval(() => void flushInBackground(), FLUSH_INTERVAL_MS);
    timer.unref();
    app.decorate('facilityFigures', { count: counter.count, flush });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flushInBackground();
    });
  },
  { name: 'facility-figures', dependencies: ['database'] },
);
