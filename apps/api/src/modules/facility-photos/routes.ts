import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  facilityPhotoParamsSchema,
  facilityPhotoSchema,
  FACILITY_PHOTOS_MAX,
  LISTING_PHOTO_MAX_BYTES,
  listingParamsSchema,
  photoUploadQuerySchema,
} from '@carefinder/contracts';
import { acceptImageBodies, IMAGE_UPLOAD_RATE_LIMIT, uploadedImageBytes } from '../../lib/images/upload.ts';
import { adminOrOwner } from '../../lib/owner-access.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { changeFacilityPart, isFacilityMember } from '../facilities/service.ts';
import { addFacilityPhoto, removeFacilityPhoto } from './service.ts';

/**
 * A facility's photos, kept by its own team (FACILITY_ADMIN members) and the ADMIN: POST an image to add
 * one, DELETE one by its id. Role and membership are read from the database on every write.
 */
const facilityPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const isMember = (userId: string, facilityId: string) => isFacilityMember(app.db, userId, facilityId);
  const teamOrAdmin = adminOrOwner(
    app,
    'FACILITY_ADMIN',
    isMember,
    'You can change only a facility you manage.',
  );
  const writer = (actorId: string) => ({ db: app.db, audit: app.audit, actorId, now: app.now() });
  /** The facility's lock and date, for a change of its photos by this user. */
  const underFacility = ({ id, role }: { id: string; role: string }, facilityId: string) =>
    changeFacilityPart(writer(id), facilityId, { byTheFacility: role === 'FACILITY_ADMIN' });

  // The upload's body is the image itself (no multipart): its bytes, at most LISTING_PHOTO_MAX_BYTES.
  const uploadRoutes: FastifyPluginAsyncZod = async (uploads) => {
    acceptImageBodies(uploads, LISTING_PHOTO_MAX_BYTES);
    uploads.post(
      '/facilities/:id/photos',
      {
        onRequest: teamOrAdmin,
        bodyLimit: LISTING_PHOTO_MAX_BYTES,
        config: { rateLimit: IMAGE_UPLOAD_RATE_LIMIT },
        schema: {
          tags: ['directory'],
          summary:
            'Add a photo (ADMIN, or a FACILITY_ADMIN member): the body is the image (JPEG, PNG, WebP, GIF or ' +
            'AVIF, at most 8 MB and 40 megapixels, told by its bytes), `alt` says what it shows; stored as ' +
            `a large and a small WebP, without its metadata; at most ${FACILITY_PHOTOS_MAX} a facility (409)`,
          security: bearerSecurity,
          params: listingParamsSchema,
          querystring: photoUploadQuerySchema,
          response: { 201: facilityPhotoSchema, ...problemResponses(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const photo = await addFacilityPhoto(
          writer(request.user.id),
          app.imageStorage,
          request.params.id,
          { bytes: uploadedImageBytes(request), alt: request.query.alt },
          underFacility(request.user, request.params.id),
        );
        return reply.code(201).header('location', photo.url).send(photo);
      },
    );
  };
  await app.register(uploadRoutes);

  app.delete(
    '/facilities/:id/photos/:photoId',
    {
      onRequest: teamOrAdmin,
      schema: {
        tags: ['directory'],
        summary: 'Take a photo off the facility page (ADMIN, or a FACILITY_ADMIN member)',
        security: bearerSecurity,
        params: facilityPhotoParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeFacilityPhoto(
        writer(request.user.id),
        request.params.id,
        request.params.photoId,
        underFacility(request.user, request.params.id),
      );
      return reply.code(204).send(null);
    },
  );
};

export default facilityPhotoRoutes;
