import { createHash } from 'node:crypto';

/** Ten hex digits of the SHA-256 of `text`: what an address that names its content carries. */
export const contentHash = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 10);

/** How long what such an address answers may be kept: a year, since its content never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
