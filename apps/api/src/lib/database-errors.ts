import { causeChain } from '@carefinder/db';

/** True when an error (or its cause chain) is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (const { code } of causeChain(error)) if (code === '23505') return true;
  return false;
}

/** True when an error (or its cause chain) is PostgreSQL's foreign_key_violation (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const { code } of causeChain(error)) if (code === '23503') return true;
  return false;
}

/** Runs a write; a unique violation becomes the problem `clash` makes of it (a 409 naming the field). */
export async function clashesAs<Result>(
  write: () => Promise<Result>,
  clash: (error: unknown) => Error,
): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? clash(error) : error;
  }
}
