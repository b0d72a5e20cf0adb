import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '@carefinder/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export default fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
