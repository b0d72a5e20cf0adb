import fp from 'fastify-plugin';
import { sweepNotifications } from './service.ts';

/** How often news is looked for; each recipient still gets at most one e-mail an hour (service.ts). */
const SWEEP_INTERVAL_MS = 5 * 60_000;

export interface Notifications {
  /** Sweeps now, at app.now(), as the timer does; resolves once its e-mails have been sent. */
  sweep(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/** The batched e-mails about new claims, reports, requests and reviews, swept every SWEEP_INTERVAL_MS. */
export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const sweep = () =>
      sweepNotifications({ db: app.db, mailer: app.mailer, log: app.log, publicUrl }, app.now());
    let sweeping: Promise<void> | undefined;
    const sweepInBackground = () => {
      sweeping ??= sweep()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'the notification sweep failed; the next one tries again'),
        )
        .finally(() => {
          sweeping = undefined;
        });
    };
    const timer = setInterval(sweepInBackground, SWEEP_INTERVAL_MS);
    timer.unref();
    app.decorate('notifications', { sweep });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'notifications', dependencies: ['database', 'mailer'] },
);
