import type { FastifyBaseLogger } from 'fastify';
import { maskedPhone } from './phone-privacy.ts';

/** Sends one SMS; says whether the gateway took it. */
export type SmsGateway = (to: string, message: string) => Promise<'sent' | 'failed'>;

export interface AfricasTalkingAccount {
  username: string;
  apiKey: string;
  /** The messaging endpoint: production's, the sandbox's, or a local server speaking the same. */
  url: string;
  senderId?: string | undefined;
}

/** How long a send may take before it counts as failed. */
const SEND_TIMEOUT_MS = 5_000;

/** Africa's Talking's recipient codes for a message it took: processed, sent, queued. */
const TAKEN_CODES = new Set([100, 101, 102]);

interface SendAnswer {
  SMSMessageData?: { Recipients?: { statusCode?: number; status?: string }[] };
}

/**
 * Africa's Talking's messaging API (POST form-encoded `username`, `to`, `message`, `from`; `apiKey` header;
 * a JSON answer naming each recipient's status code).
 */
export function africasTalkingSms(account: AfricasTalkingAccount, log: FastifyBaseLogger): SmsGateway {
  return async (to, message) => {
    const form = new URLSearchParams({ username: account.username, to, message });
    if (account.senderId) form.set('from', account.senderId);
    try {
      const response = await fetch(account.url, {
        method: 'POST',
        headers: {
          apiKey: account.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as SendAnswer;
      const recipient = answer.SMSMessageData?.Recipients?.[0];
      if (response.ok && recipient?.statusCode !== undefined && TAKEN_CODES.has(recipient.statusCode))
        return 'sent';
      log.warn(
        { to: maskedPhone(to), status: response.status, recipientStatus: recipient?.status },
        'The SMS gateway refused a message',
      );
    } catch (error) {
      log.warn({ to: maskedPhone(to), err: error }, 'The SMS gateway could not be reached');
    }
    return 'failed';
  };
}
