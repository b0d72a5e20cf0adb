import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LISTING_PHOTO_MAX_BYTES,
  listingParamsSchema,
  photoSchema,
  photoUploadQuerySchema,
} from '@carefinder/contracts';
import { acceptImageBodies, IMAGE_UPLOAD_RATE_LIMIT, uploadedImageBytes } from '../../lib/images/upload.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { providerWriteAccess } from './access.ts';
import { removeProviderPhoto, setProviderPhoto } from './service.ts';

/** A provider's photo, kept by the provider linked to the profile and by the ADMIN: PUT an image, or DELETE it. */
const providerPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = providerWriteAccess(app);
  const writer = (actorId: string) => ({ db: app.db, audit: app.audit, actorId, now: app.now() });

  // The upload's body is the image itself (no multipart): its bytes, at most LISTING_PHOTO_MAX_BYTES.
  const uploadRoutes: FastifyPluginAsyncZod = async (uploads) => {
    acceptImageBodies(uploads, LISTING_PHOTO_MAX_BYTES);
    uploads.put(
      '/providers/:id/photo',
      {
        onRequest: access.change,
        bodyLimit: LISTING_PHOTO_MAX_BYTES,
        config: { rateLimit: IMAGE_UPLOAD_RATE_LIMIT },
        schema: {
          tags: ['directory'],
          summary:
            'Put a photo on the profile (ADMIN, or the PROVIDER linked to it): the body is the image (JPEG, ' +
            'PNG, WebP, GIF or AVIF, at most 8 MB and 40 megapixels, told by its bytes), `alt` says what it ' +
            'shows; stored as WebP at most 480 pixels a side, without its metadata',
          security: bearerSecurity,
          params: listingParamsSchema,
          querystring: photoUploadQuerySchema,
          response: { 200: photoSchema, ...problemResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) =>
        setProviderPhoto(writer(request.user.id), app.imageStorage, request.params.id, {
          bytes: uploadedImageBytes(request),
          alt: request.query.alt,
        }),
    );
  };
  await app.register(uploadRoutes);

  app.delete(
    '/providers/:id/photo',
    {
      onRequest: access.change,
      schema: {
        tags: ['directory'],
        summary: 'Take the photo off the profile (ADMIN, or the PROVIDER linked to it)',
        security: bearerSecurity,
        params: listingParamsSchema,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeProviderPhoto(writer(request.user.id), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default providerPhotoRoutes;
