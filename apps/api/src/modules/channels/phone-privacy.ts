import { createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateSecretFile } from '../../lib/secret-file.ts';

/*
 * Phone numbers are never kept or logged whole: the STOP list and the rate limits know a number by a keyed
 * hash, the SMS outbox and the logs by its mask.
 */

/** +2348031234567, as the aggregators send it with or without its +. */
const withPlus = (phone: string) => (phone.startsWith('+') ? phone : `+${phone}`);

/** A keyed hash of a number: the same number gives the same hash, which gives back no number. */
export type PhoneHasher = (phone: string) => string;

export const phoneHasher =
  (secret: string): PhoneHasher =>
  (phone) =>
    createHmac('sha256', secret).update(withPlus(phone.trim())).digest('base64url');

/** +2348031234567 → +234803****567: enough to tell messages apart, not to call anyone. */
export function maskedPhone(phone: string): string {
  const number = withPlus(phone.trim());
  return number.length > 10 ? `${number.slice(0, 7)}****${number.slice(-3)}` : '****';
}

/**
 * PHONE_HASH_SECRET when configured; otherwise one generated on first start and kept in
 * DATA_DIR/phone-hash-secret (mode 600), so the STOP list keeps its numbers across restarts.
 */
export function resolvePhoneHashSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  return readOrCreateSecretFile(join(dataDir, 'phone-hash-secret'), () =>
    randomBytes(48).toString('base64url'),
  ).value.trim();
}
