import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emergencyContactInputSchema,
  emergencyContactListSchema,
  emergencyContactParamsSchema,
  emergencyContactPatchSchema,
  emergencyContactSchema,
} from '@carefinder/contracts';
import { PUBLIC_CACHE_CONTROL } from '../../lib/cache-control.ts';
import { resourceRoutes } from '../../lib/resource-routes.ts';
import {
  changeContact,
  createContact,
  emergencyContactEtag,
  listContacts,
  readContact,
  removeContact,
} from './service.ts';

/**
 * Emergency numbers (/emergency-contacts): anyone reads them; ADMIN writes on the same resource, each change
 * or deletion with the entry's ETag in If-Match, audited in the same transaction.
 */
const emergencyContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('ADMIN');
  const writer = (actorId: string) => ({ db: app.db, audit: app.audit, actorId, now: () => app.now() });

  resourceRoutes(app, {
    path: '/emergency-contacts',
    tags: ['emergency'],
    params: emergencyContactParamsSchema,
    entry: emergencyContactSchema,
    etag: emergencyContactEtag,
    locationOf: (contact) => `/api/emergency-contacts/${contact.id}`,
    list: {
      summary:
        'Every emergency number with its source and last-verified day: national lines first, then by state',
      answer: emergencyContactListSchema,
      cacheControl: () => PUBLIC_CACHE_CONTROL,
      run: () => listContacts(app.db),
    },
    read: {
      summary: 'One emergency contact; the ETag to send back in If-Match when changing it',
      run: (request) => readContact(app.db, request.params.id),
    },
    create: {
      tags: ['emergency', 'admin'],
      summary:
        'Add an emergency contact (ADMIN); its source (name and URL) and last-verified day are required',
      guard: adminOnly,
      body: emergencyContactInputSchema,
      run: (request) => createContact(writer(request.user.id), request.body),
    },
    change: {
      tags: ['emergency', 'admin'],
      summary: 'Change an emergency contact (ADMIN, If-Match)',
      guard: adminOnly,
      body: emergencyContactPatchSchema,
      run: (request, ifMatch) =>
        changeContact(writer(request.user.id), request.params.id, request.body, ifMatch),
    },
    remove: {
      tags: ['emergency', 'admin'],
      summary: 'Delete an emergency contact (ADMIN, If-Match)',
      guard: adminOnly,
      run: (request, ifMatch) => removeContact(writer(request.user.id), request.params.id, ifMatch),
    },
  });
};

export default emergencyContactRoutes;
