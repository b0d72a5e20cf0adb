import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Database } from '@carefinder/db';
import { keepInOutbox, recordSent, type EmailMessage } from './service.ts';

export interface Mailer {
  /**
   * Delivers now: over SMTP when SMTP_URL is set (the outbox records that it went), otherwise kept whole in
   * the outbox, which the back office shows (and the development log, with its link). Inside
   * a transaction, pass it: the outbox row then commits or rolls back with the write the message is about
   * (and the embedded database, one connection, does not wait on its own open transaction).
   */
  send(message: EmailMessage, db?: Database): Promise<void>;
  /**
   * Runs `compose` after the caller has answered and sends what it returns (nothing when it returns
   * undefined). The answer then takes the same time whether or not a message goes out, and a slow mail
   * server never holds up a request. Failures are logged; the app waits for pending work on close.
   */
  sendLater(compose: () => Promise<EmailMessage | undefined>): void;
  /** Resolves once every message handed to sendLater has been dealt with. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ smtpUrl?: string | undefined; from: string; logLinks: boolean }>(
  async (app, { smtpUrl, from, logLinks }) => {
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
    if (!transport) {
      app.log.warn(
        'SMTP_URL is not set: e-mail is not delivered but kept in the Outbox of the back office ' +
          '(/admin/outbox)' +
          (logLinks ? ' and written to this log with its link.' : '.') +
          ' Set SMTP_URL in production.',
      );
    }

    const send = async (message: EmailMessage, db: Database = app.db) => {
      if (transport) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        // The mail has gone: a record that cannot be kept must not undo the write it is about.
        await recordSent(db, message).catch((error: unknown) =>
          app.log.error({ err: error }, 'recording a sent e-mail in the outbox failed'),
        );
        return;
      }
      await keepInOutbox(db, message);
      // The offline mailbox: in development (npm run dev) this is how a verification or reset link is
      // followed without SMTP. Elsewhere no log line holds an address or a link's token.
      app.log.info(
        {
          mail: logLinks
            ? { to: message.to, subject: message.subject, link: message.link }
            : { subject: message.subject },
        },
        'e-mail kept in the outbox',
      );
    };

    const pending = new Set<Promise<void>>();
    const sendLater = (compose: () => Promise<EmailMessage | undefined>) => {
      const work = (async () => {
        // Let the caller's answer go first.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const message = await compose();
        if (message) await send(message);
      })()
        .catch((error: unknown) => app.log.error({ err: error }, 'sending an e-mail failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
    };
    const idle = async () => {
      while (pending.size) await Promise.allSettled([...pending]);
    };

    app.decorate('mailer', { send, sendLater, idle });
    app.addHook('onClose', async () => {
      await idle();
      transport?.close();
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
