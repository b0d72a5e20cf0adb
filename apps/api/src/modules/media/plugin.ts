import { join } from 'node:path';
import fp from 'fastify-plugin';
import { diskImageStorage, type ImageStorage } from '../../lib/images/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images (blog covers; later facility photos), served at /media/images/{key}. */
    imageStorage: ImageStorage;
  }
}

/** The image store: files under DATA_DIR/images. */
export default fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    app.decorate('imageStorage', diskImageStorage(join(dataDir, 'images')));
  },
  { name: 'image-storage' },
);

/** The public URL of a stored image. */
export const imageUrl = (key: string) => `/media/images/${key}`;
