import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { e2eServerEnv } from './server-env';

export interface ReceivedMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for an e-mail to `to` that the SMTP sink received (e2e/support/smtp-sink.mjs). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  matches: (message: ReceivedMessage) => boolean = () => true,
): Promise<ReceivedMessage> {
  const url = `http://127.0.0.1:${e2eServerEnv().mailboxPort}/messages?to=${encodeURIComponent(to)}`;
  let found: ReceivedMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(url)).json()) as ReceivedMessage[];
        found = messages.filter(matches).at(-1);
        return found !== undefined;
      },
      { message: `an e-mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as ReceivedMessage;
}

/** The first link in the message's text to `path` (e.g. /verify-token), with its query. */
export function linkIn(message: ReceivedMessage, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const link = new RegExp(`https?://[^\\s"'<>]+${escaped}\\?token=[^\\s"'<>]+`).exec(message.text)?.[0];
  if (!link) throw new Error(`No ${path} link in: ${message.text}`);
  return link;
}
