import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas; JSON at /api/docs/json, the UI at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'CareFinder API',
          version: '1.0.0',
          description:
            'The open interface of CareFinder, the health directory and care-finder for Nigeria. ' +
            'Every request carries the x-api-key header naming the client app. ' +
            'The same directory is published as FHIR R4 (IHE mCSD) under /fhir, without a key: its ' +
            'CapabilityStatement is at [/fhir/metadata](/fhir/metadata).',
        },
        externalDocs: {
          description: 'FHIR R4 directory (IHE mCSD): CapabilityStatement',
          url: '/fhir/metadata',
        },
        components: {
          securitySchemes: {
            apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
        security: [{ apiKey: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
