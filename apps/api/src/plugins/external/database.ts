import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Database, DatabaseHandle } from '@carefinder/db';
import { bearerToken } from '../../lib/bearer-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The primary: every write, and reads that must see them. */
    db: Database;
    /** A replica while it keeps up (DATABASE_READ_URL), else the primary: for reads that may lag a moment. */
    readDb: Database;
    database: DatabaseHandle;
  }
  interface FastifyRequest {
    /**
     * Where this request's reads go: the replica for an anonymous read, the primary for a signed-in visitor
     * (who may have just written: read-your-writes) and for every write.
     */
    readDb: Database;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);

export default fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('readDb', database.readDb);
    app.decorateRequest('readDb', {
      getter(this: FastifyRequest) {
        return READ_METHODS.has(this.method) && !bearerToken(this) ? database.readDb : database.db;
      },
    });
  },
  { name: 'database' },
);
