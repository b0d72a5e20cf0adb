import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded images live. Keys are the hash of the stored bytes plus the format's extension
 * (`<32 hex>.webp`): the same image is stored once, and a key's bytes never change, so they can be cached
 * for a year. Blog covers use it now; facility photos can use the same store.
 */
export interface ImageStorage {
  /** Stores the bytes (once) and answers their key. */
  put(bytes: Buffer, extension: 'webp'): Promise<string>;
  /** The stored bytes, or null when no image has this key. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
}

export const IMAGE_KEY_PATTERN = /^[a-f0-9]{32}\.webp$/;

export function imageKeyOf(bytes: Buffer, extension: string): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
}

/** Images as files in one directory (DATA_DIR/images), written atomically. */
export function diskImageStorage(directory: string): ImageStorage {
  const pathOf = (key: string) => {
    if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`not an image key: ${key}`);
    return join(directory, key);
  };
  const has = async (key: string) => {
    if (!IMAGE_KEY_PATTERN.test(key)) return false;
    return stat(pathOf(key)).then(
      (info) => info.isFile(),
      () => false,
    );
  };
  return {
    has,
    async put(bytes, extension) {
      const key = imageKeyOf(bytes, extension);
      if (await has(key)) return key;
      await mkdir(directory, { recursive: true });
      // Its own name: two puts of the same bytes at once each write their own file, and the last rename wins.
      const temporary = `${pathOf(key)}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, pathOf(key));
      return key;
    },
    async get(key) {
      if (!IMAGE_KEY_PATTERN.test(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
