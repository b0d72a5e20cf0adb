import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The plain-text body, decoded (quoted-printable or base64). */
  text: string;
}

function decodeBody(body: string, transferEncoding: string): string {
  if (transferEncoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (transferEncoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const ENCODED_WORD = /=\?[^?]+\?([QB])\?([^?]*)\?=/gi;

/** A header as written, its encoded words (RFC 2047, how nodemailer writes "ɗ") decoded; adjacent ones join. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/(?:=\?[^?]+\?[QB]\?[^?]*\?=)+/gi, (words) =>
    Buffer.concat(
      [...words.matchAll(ENCODED_WORD)].map(([, encoding, text = '']) =>
        encoding?.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ),
      ),
    ).toString('utf8'),
  );
}

/** A single-part message as nodemailer writes it for a text-only e-mail. */
function parseMessage(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headerBlock)?.[1]?.trim() ?? '';
  const text = decodeBody(raw.slice(split + 4), header('Content-Transfer-Encoding').toLowerCase());
  return { ...envelope, subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server on 127.0.0.1 and a free port, keeping what it receives; closed after the file's tests.
 * `SMTP_URL` for the app under test is `url`. It refuses the recipients `refuses` names, as a mail server
 * refuses an unknown mailbox.
 */
export async function startSmtpSink({ refuses }: { refuses?: (address: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuses?.(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          parseMessage(Buffer.concat(chunks).toString('utf8'), {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          }),
        );
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first message to `to` received after `since` messages, waiting up to `timeoutMs` for it. */
    async waitForMail(to: string, { since = 0, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
      const find = () =>
        received
          .slice(since)
          .find((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));
      const found = find();
      if (found) return found;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        function check() {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(mail);
        }
        listeners.add(check);
      });
    },
  };
}

/** The link in a message that opens `${origin}/${page}?token=…`, and its token. */
export function linkIn(text: string, page: string): { link: string; token: string } {
  const match = new RegExp(`(https?://\\S+/${page}\\?token=([A-Za-z0-9_-]+))`).exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no /${page} link in:\n${text}`);
  return { link: match[1], token: match[2] };
}
