import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  facilityClosureInputSchema,
  facilityClosureListSchema,
  facilityClosureParamsSchema,
  facilityClosurePatchSchema,
  facilityClosureSchema,
} from '@carefinder/contracts';
import { resourceRoutes, REVALIDATE } from '../../lib/resource-routes.ts';
import {
  changeClosure,
  closureEtag,
  createClosure,
  listClosures,
  readClosure,
  removeClosure,
} from './service.ts';

/**
 * Closures of many facilities at once (/api/admin/closures, ADMIN by its prefix): a state-wide strike closes
 * every active facility of a state (narrowed by LGA, ownership and type) for its days; deleting one reopens
 * them. Each write audited in its transaction; search learns of the closed days through the database.
 */
const closureRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = (actorId: string) => ({ db: app.db, audit: app.audit, actorId });

  resourceRoutes(app, {
    path: '/closures',
    tags: ['directory', 'admin'],
    signedIn: true,
    params: facilityClosureParamsSchema,
    entry: facilityClosureSchema,
    etag: closureEtag,
    locationOf: (entry) => `/api/admin/closures/${entry.id}`,
    list: {
      summary: 'Closures of many facilities at once (ADMIN), the latest first',
      answer: facilityClosureListSchema,
      cacheControl: () => REVALIDATE,
      run: () => listClosures(app.db),
    },
    read: {
      summary: 'One closure of many facilities (ADMIN); the ETag to send back in If-Match',
      run: (request) => readClosure(app.db, request.params.id),
    },
    create: {
      summary:
        'Close every active facility of a state (narrowed by LGA, ownership, type) for a range of days (ADMIN)',
      description:
        'Each facility without dated hours on any of the days gets them closed, with the reason; the answer ' +
        'says how many (facilityCount). Facilities with dated hours on those days keep theirs.',
      body: facilityClosureInputSchema,
      run: (request) => createClosure(writer(request.user.id), request.body),
    },
    change: {
      summary: 'Change the reason of a closure of many facilities, on every one it closed (ADMIN, If-Match)',
      body: facilityClosurePatchSchema,
      run: (request, ifMatch) =>
        changeClosure(writer(request.user.id), request.params.id, request.body, ifMatch),
    },
    remove: {
      summary: 'Reopen the facilities a closure closed, and delete it (ADMIN, If-Match)',
      run: (request, ifMatch) => removeClosure(writer(request.user.id), request.params.id, ifMatch),
    },
  });
};

export default closureRoutes;
