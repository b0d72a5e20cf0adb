import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@carefinder/db';
import type { Config } from './config.ts';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors.ts';
import { literalPageUrl } from './lib/request-path.ts';
import { loggerOptions, redactUrl } from './lib/logger.ts';
import { problem, sendProblem } from './lib/problem.ts';
import { parseQueryString, readJsonBodiesStrictly } from './lib/request-text.ts';
import { validatorCompiler } from './lib/validator.ts';
import apiKey from './plugins/external/api-key.ts';
import database from './plugins/external/database.ts';
import errorCaching from './plugins/external/error-caching.ts';
import loadShedding from './plugins/external/load-shedding.ts';
import openapi from './plugins/external/openapi.ts';
import problemErrors from './plugins/external/problem-errors.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import audit from './modules/audit/plugin.ts';
import auth from './modules/auth/plugin.ts';
import mailer from './modules/mail/plugin.ts';
import adminUserRoutes from './modules/admin-users/routes.ts';
import auditRoutes from './modules/audit/routes.ts';
import adminDashboardRoutes from './modules/admin-dashboard/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import clientErrorRoutes from './modules/client-errors/routes.ts';
import adminContactRoutes from './modules/contact-messages/admin-routes.ts';
import contactRoutes from './modules/contact-messages/routes.ts';
import duplicateRoutes from './modules/duplicates/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import adminFacilityRoutes from './modules/facilities/admin-routes.ts';
import facilityRoutes from './modules/facilities/routes.ts';
import facilityPhotoRoutes from './modules/facility-photos/routes.ts';
import meRoutes from './modules/me/routes.ts';
import savedRoutes from './modules/saved/routes.ts';
import teamRoutes from './modules/team/routes.ts';
import adminProviderRoutes from './modules/providers/admin-routes.ts';
import providerPhotoRoutes from './modules/providers/photo-routes.ts';
import providerRoutes from './modules/providers/routes.ts';
import adminReviewRoutes from './modules/reviews/admin-routes.ts';
import reviewRoutes from './modules/reviews/routes.ts';
import searchCaches from './modules/search/plugin.ts';
import { createAdmission } from './lib/admission.ts';
import searchRoutes from './modules/search/routes.ts';
import sitemapRoutes from './modules/sitemap/routes.ts';
import stateRoutes from './modules/states/routes.ts';
import taxonomyRoutes from './modules/taxonomies/routes.ts';
import emergencyContactRoutes from './modules/emergency-contacts/routes.ts';
import searchLexiconRoutes from './modules/search-lexicon/routes.ts';
import closureRoutes from './modules/closures/routes.ts';
import openDataRoutes from './modules/open-data/routes.ts';
import adminBlogRoutes from './modules/blog/admin-routes.ts';
import blogRoutes from './modules/blog/routes.ts';
import contentPageRoutes from './modules/content-pages/routes.ts';
import adminClaimRoutes from './modules/claims/admin-routes.ts';
import adminFacilityMoveRoutes from './modules/facility-moves/admin-routes.ts';
import adminCorrectionRoutes from './modules/listing-corrections/admin-routes.ts';
import correctionRoutes from './modules/listing-corrections/routes.ts';
import adminOutboxRoutes from './modules/mail/admin-routes.ts';
import channels from './modules/channels/plugin.ts';
import adminChannelRoutes from './modules/channels/admin-routes.ts';
import africasTalkingRoutes from './modules/channels/africastalking-routes.ts';
import { resolvePhoneHashSecret } from './modules/channels/phone-privacy.ts';
import claimRoutes from './modules/claims/routes.ts';
import imageStorage from './modules/media/plugin.ts';
import facilityFigures from './modules/listing-figures/plugin.ts';
import listingFigureRoutes from './modules/listing-figures/routes.ts';
import notifications from './modules/notifications/plugin.ts';
import affiliationRequestRoutes from './modules/affiliations/routes.ts';
import mediaRoutes from './modules/media/routes.ts';
import fhirRoutes from './modules/fhir/routes.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The clock ("now" in Africa/Lagos for opening status); tests fix it. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time, from the clock given to buildApp. */
    now(): Date;
  }
}

export async function buildApp({
  config,
  database: databaseHandle,
  logger,
  now = () => new Date(),
}: BuildAppOptions) {
  // server.ts fills it from DATA_DIR/jwt-secret when the environment does not set it.
  if (!config.JWT_SECRET) throw new Error('buildApp needs config.JWT_SECRET (see resolveJwtSecret)');
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    // Trust exactly the configured number of proxy hops for the client address (none by default).
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    // A blog post's {slug}-{id} is one path segment: a slug (at most 80 characters when made from the title,
    // 120 when chosen, 123 when made before that cap) and an id of up to 10 digits. Past the router's default
    // maxParamLength, 100, it answered 404; 200 is what blogPostRefParamsSchema accepts.
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 200 },
    clientErrorHandler,
    frameworkErrors,
    rewriteUrl: (request) => literalPageUrl(request.url ?? '/'),
    // load-shedding answers requests that arrive while closing, as problem+json or the site's page.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('now', now);
  app.setValidatorCompiler(validatorCompiler);
  readJsonBodiesStrictly(app);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(problemErrors);
  await app.register(errorCaching);
  await app.register(loadShedding, { maxEventLoopDelayMs: config.OVERLOAD_EVENT_LOOP_DELAY_MS });
  await app.register(securityHeaders, { corsOrigins: config.CORS_ORIGINS });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(database, { database: databaseHandle });
  await app.register(rateLimit, { redisUrl: config.REDIS_URL });
  await app.register(apiKey, { apiKeys: config.API_KEYS });
  await app.register(openapi);
  await app.register(mailer, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logLinks: config.NODE_ENV === 'development',
  });
  await app.register(audit);
  await app.register(searchCaches, {
    cacheSeconds: config.SEARCH_CACHE_SECONDS,
    index: config.SEARCH_INDEX,
    indexThreads: config.SEARCH_INDEX_THREADS,
  });
  await app.register(imageStorage, { dataDir: config.dataDir });
  await app.register(facilityFigures);
  await app.register(notifications, { publicUrl: config.PUBLIC_URL });
  await app.register(channels, {
    account:
      config.AFRICASTALKING_USERNAME && config.AFRICASTALKING_API_KEY
        ? {
            username: config.AFRICASTALKING_USERNAME,
            apiKey: config.AFRICASTALKING_API_KEY,
            url: config.AFRICASTALKING_SMS_URL,
            senderId: config.SMS_SENDER_ID,
          }
        : null,
    phoneHashSecret: resolvePhoneHashSecret(config.PHONE_HASH_SECRET, config.dataDir),
  });
  await app.register(auth, {
    jwtSecret: config.JWT_SECRET,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  });

  // Searches and FHIR directory reads share one bound on the work under way.
  const searchAdmission =
    config.SEARCH_MAX_IN_FLIGHT > 0
      ? createAdmission({
          maxInFlight: config.SEARCH_MAX_IN_FLIGHT,
          maxWaiting: config.SEARCH_MAX_WAITING,
          maxWaitMs: config.SEARCH_MAX_WAIT_MS,
        })
      : undefined;
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(stateRoutes);
      await api.register(clientErrorRoutes);
      await api.register(authRoutes, {
        prefix: '/auth',
        publicUrl: config.PUBLIC_URL,
        maxFailures: config.LOGIN_MAX_FAILURES,
        lockoutSeconds: config.LOGIN_LOCKOUT_SECONDS,
      });
      await api.register(meRoutes, { prefix: '/me' });
      await api.register(savedRoutes, { prefix: '/me/saved' });
      await api.register(facilityRoutes);
      await api.register(facilityPhotoRoutes);
      await api.register(providerRoutes);
      await api.register(providerPhotoRoutes);
      await api.register(taxonomyRoutes);
      await api.register(emergencyContactRoutes);
      await api.register(reviewRoutes);
      await api.register(searchRoutes, {
        rateLimitPerMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE,
        admission: searchAdmission,
      });
      await api.register(sitemapRoutes, { prefix: '/sitemap' });
      await api.register(openDataRoutes, { publicUrl: config.PUBLIC_URL });
      await api.register(blogRoutes);
      await api.register(contentPageRoutes);
      await api.register(contactRoutes, { publicUrl: config.PUBLIC_URL });
      await api.register(claimRoutes);
      await api.register(correctionRoutes);
      await api.register(teamRoutes, { publicUrl: config.PUBLIC_URL });
      await api.register(listingFigureRoutes);
      await api.register(affiliationRequestRoutes, { publicUrl: config.PUBLIC_URL });
      await api.register(africasTalkingRoutes, {
        callbackToken: config.CHANNELS_CALLBACK_TOKEN,
        behindProxy: config.TRUST_PROXY > 0,
        serviceCodes: config.USSD_SERVICE_CODES,
      });
      // Every route under /api/admin requires ADMIN, re-checked in the database, before anything else runs.
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', admin.requireRole('ADMIN'));
          await admin.register(adminUserRoutes);
          await admin.register(auditRoutes);
          await admin.register(adminDashboardRoutes);
          await admin.register(adminReviewRoutes);
          await admin.register(duplicateRoutes);
          await admin.register(adminFacilityRoutes);
          await admin.register(adminProviderRoutes);
          await admin.register(adminBlogRoutes);
          await admin.register(adminContactRoutes, { publicUrl: config.PUBLIC_URL });
          await admin.register(adminClaimRoutes, { publicUrl: config.PUBLIC_URL });
          await admin.register(adminFacilityMoveRoutes);
          await admin.register(adminCorrectionRoutes);
          await admin.register(adminOutboxRoutes, { mailServer: Boolean(config.SMTP_URL) });
          await admin.register(adminChannelRoutes);
          await admin.register(searchLexiconRoutes);
          await admin.register(closureRoutes);
        },
        { prefix: '/admin' },
      );
      // Claims every other /api path, so the web host's catch-all never renders an HTML page for it.
      api.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        handler: (request, reply) =>
          sendProblem(
            reply,
            problem(404, `No API route matches ${request.method} ${redactUrl(request.url)}.`),
          ),
      });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register(fhirRoutes, {
    prefix: '/fhir',
    publicUrl: config.PUBLIC_URL,
    rateLimitPerMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE,
    admission: searchAdmission,
  });
  // Without a web build (API-only processes) every other path is a problem+json 404 too.
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, problem(404, `Nothing matches ${request.method} ${redactUrl(request.url)}.`)),
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
