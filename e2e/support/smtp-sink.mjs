// A real SMTP server for the browser tests: the app delivers its e-mail here over SMTP (SMTP_URL), and
// tests read what arrived over HTTP: GET /messages?to=<address> → [{ to, subject, text, html }].
// Started by playwright.config.ts as a webServer; ports from SMTP_SINK_PORT and MAILBOX_PORT.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/** @typedef {{ to: string[], subject: string, text: string, html: string, receivedAt: string }} Message */
/** @type {Message[]} */
const messages = [];

function decodeQuotedPrintable(body) {
  const bytes = Buffer.from(body.replace(/=\r?\n/g, ''), 'latin1');
  const out = [];
  for (let i = 0; i < bytes.length; i++) {
    const hex = bytes[i] === 0x3d ? bytes.subarray(i + 1, i + 3).toString('latin1') : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else out.push(bytes[i]);
  }
  return Buffer.from(out).toString('utf8');
}

function decodeBody(body, encoding) {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return Buffer.from(body, 'latin1').toString('utf8');
}

// RFC 2047 encoded words in headers, e.g. =?UTF-8?Q?Confirm_your_e-mail?=
function decodeHeader(value) {
  return value.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_match, kind, text) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function parseHeaders(block) {
  const headers = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The text and HTML bodies of a MIME entity, walking multipart entities. */
function readEntity(raw, found = { text: '', html: '' }) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      readEntity(part.replace(/^\r?\n/, ''), found);
    }
  } else {
    const decoded = decodeBody(body, (headers['content-transfer-encoding'] ?? '').toLowerCase());
    if (/^text\/html/i.test(type)) found.html += decoded;
    else if (/^text\//i.test(type)) found.text += decoded;
  }
  return { headers, ...found };
}

const smtp = new SMTPServer({
  authOptional: true,
  // No STARTTLS: the app's nodemailer would upgrade to TLS and refuse this sink's self-signed certificate.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const { headers, text, html } = readEntity(Buffer.concat(chunks).toString('latin1'));
      messages.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        subject: decodeHeader(headers.subject ?? ''),
        text,
        html,
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});

const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') return void response.end('ok');
  if (url.pathname !== '/messages') return void response.writeHead(404).end();
  const to = url.searchParams.get('to')?.toLowerCase();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(to ? messages.filter((message) => message.to.includes(to)) : messages));
});

smtp.listen(Number(process.env.SMTP_SINK_PORT), '127.0.0.1');
mailbox.listen(Number(process.env.MAILBOX_PORT), '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    smtp.close(() => mailbox.close(() => process.exit(0)));
  });
}
