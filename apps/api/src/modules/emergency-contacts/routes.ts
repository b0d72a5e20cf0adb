import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emergencyContactInputSchema,
  emergencyContactListSchema,
  emergencyContactParamsSchema,
  emergencyContactPatchSchema,
  emergencyContactSchema,
} from '@carefinder/contracts';
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { requiredIfMatch } from '../../lib/etag.ts';
import { problemResponses } from '../../lib/problem.ts';
import { bearerSecurity } from '../auth/plugin.ts';
import {
  changeContact,
  createContact,
  emergencyContactEtag,
  listContacts,
  readContact,
  removeContact,
} from './service.ts';

/** An entry is read fresh before an edit: browsers may keep it but must ask again (ETag) each time. */
const REVALIDATE = 'no-cache';

/**
 * Emergency numbers (/emergency-contacts): anyone reads them; ADMIN writes on the same resource, each change
 * or deletion with the entry's ETag in If-Match, audited in the same transaction.
 */
const emergencyContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('ADMIN');
  const writer = (actorId: string) => ({ db: app.db, audit: app.audit, actorId, now: () => app.now() });

  app.get(
    '/emergency-contacts',
    {
      schema: {
        tags: ['emergency'],
        summary:
          'Every emergency number with its source and last-verified day: national lines first, then by state',
        response: { 200: emergencyContactListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return listContacts(app.db);
    },
  );

  app.get(
    '/emergency-contacts/:id',
    {
      schema: {
        tags: ['emergency'],
        summary: 'One emergency contact; the ETag to send back in If-Match when changing it',
        params: emergencyContactParamsSchema,
        response: { 200: emergencyContactSchema, ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const contact = await readContact(app.db, request.params.id);
      reply.header('etag', emergencyContactEtag(contact)).header('cache-control', REVALIDATE);
      return contact;
    },
  );

  app.post(
    '/emergency-contacts',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['emergency', 'admin'],
        summary:
          'Add an emergency contact (ADMIN); its source (name and URL) and last-verified day are required',
        security: bearerSecurity,
        body: emergencyContactInputSchema,
        response: { 201: emergencyContactSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const contact = await createContact(writer(request.user.id), request.body);
      return reply
        .code(201)
        .header('etag', emergencyContactEtag(contact))
        .header('location', `/api/emergency-contacts/${contact.id}`)
        .send(contact);
    },
  );

  app.patch(
    '/emergency-contacts/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['emergency', 'admin'],
        summary: 'Change an emergency contact (ADMIN, If-Match)',
        security: bearerSecurity,
        params: emergencyContactParamsSchema,
        body: emergencyContactPatchSchema,
        response: { 200: emergencyContactSchema, ...problemResponses(400, 401, 403, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      const contact = await changeContact(
        writer(request.user.id),
        request.params.id,
        request.body,
        requiredIfMatch(request),
      );
      reply.header('etag', emergencyContactEtag(contact));
      return contact;
    },
  );

  app.delete(
    '/emergency-contacts/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['emergency', 'admin'],
        summary: 'Delete an emergency contact (ADMIN, If-Match)',
        security: bearerSecurity,
        params: emergencyContactParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      await removeContact(writer(request.user.id), request.params.id, requiredIfMatch(request));
      return reply.code(204).send(null);
    },
  );
};

export default emergencyContactRoutes;
