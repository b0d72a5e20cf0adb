import { hash, verify } from '@node-rs/argon2';

/**
 * NIST SP 800-63B: passwords are Unicode-normalised before hashing, so the same characters typed on
 * different keyboards (composed or decomposed 'é') give the same password.
 */
const normalise = (password: string) => password.normalize('NFKC');

/** argon2id (the library's default algorithm) with its recommended memory and time costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, normalise(password));
}
