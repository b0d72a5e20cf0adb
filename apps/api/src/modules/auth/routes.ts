import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  messageResponseSchema,
  noBodySchema,
  refreshTokenQuerySchema,
  resetPasswordRequestSchema,
  sessionTokensSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
} from '@carefinder/contracts';
import { HttpProblem, problemResponses, tooManyRequests } from '../../lib/problem.ts';
import { bearerSecurity } from '../../lib/resource-routes.ts';
import { bearerToken } from '../../lib/bearer-token.ts';
import {
  changePassword,
  logIn,
  logOut,
  PASSWORD_RESET_REQUESTED,
  refreshSession,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signUp,
  verifyEmail,
  type AuthContext,
} from './service.ts';
import { signInThrottlePolicy } from './throttle.ts';
import { hashOpaqueToken } from './tokens.ts';

export interface AuthRouteOptions {
  publicUrl: string;
  maxFailures: number;
  lockoutSeconds: number;
}

const MINUTE = 60_000;

/**
 * Per client address (route config), generous because many Nigerian mobile users share one address behind
 * carrier NAT; and, for sign-ups and password-reset requests (each e-mails the owner), per account (e-mail address), which an attacker cannot
 * spread over many addresses. Sign-in has no per-account request limit: anyone could use it to keep the
 * owner out. Its failures are paced per (account, source) instead, with a ceiling per account
 * (`throttle.ts`, decision 0009).
 */
export const AUTH_RATE_LIMITS = {
  signup: { max: 20, timeWindow: 10 * MINUTE },
  signupPerAccount: { max: 5, timeWindow: 60 * MINUTE },
  signIn: { max: 30, timeWindow: MINUTE },
  refresh: { max: 60, timeWindow: MINUTE },
  emailLink: { max: 20, timeWindow: MINUTE },
  forgotPassword: { max: 10, timeWindow: MINUTE },
  forgotPasswordPerAccount: { max: 5, timeWindow: 60 * MINUTE },
  changePassword: { max: 10, timeWindow: MINUTE },
} as const;

/**
 * A limit keyed by the request body's e-mail address (hashed, so no address sits in Redis), checked after
 * validation. Separate from the per-address limit, which @fastify/rate-limit lets only one of run per request.
 */
function perAccountLimit(app: FastifyInstance, name: string, limit: { max: number; timeWindow: number }) {
  const limiter = app.createRateLimit({
    ...limit,
    keyGenerator: (request: FastifyRequest) => {
      const { email } = request.body as { email: string };
      return `${name}:${hashOpaqueToken(email.toLowerCase())}`;
    },
  });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded)
      throw tooManyRequests(
        `Too many attempts for this account. Try again in ${result.ttlInSeconds} seconds.`,
        result.ttlInSeconds,
      );
  };
}

const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const ctx: AuthContext = {
    db: app.db,
    accessTokens: app.accessTokens,
    mailer: app.mailer,
    publicUrl: options.publicUrl,
    throttle: signInThrottlePolicy(options),
    now: () => app.now(),
  };
  const forgotPerAccount = perAccountLimit(app, 'forgot-password', AUTH_RATE_LIMITS.forgotPasswordPerAccount);
  const signupPerAccount = perAccountLimit(app, 'signup', AUTH_RATE_LIMITS.signupPerAccount);

  // Answers here carry tokens or account state: no cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/signup',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.signup },
      preHandler: signupPerAccount,
      schema: {
        tags: ['auth'],
        summary:
          'Create a USER account and send its confirmation link; sign in next. The answer is the same for an ' +
          'address that has an account, whose owner is e-mailed instead',
        body: signupRequestSchema,
        response: { 202: messageResponseSchema, ...problemResponses(400, 429) },
      },
    },
    async (request, reply) => reply.code(202).send({ message: await signUp(ctx, request.body) }),
  );

  for (const { url, adminOnly, summary } of [
    { url: '/login', adminOnly: false, summary: 'Sign in' },
    { url: '/admin-login', adminOnly: true, summary: 'Sign in as an administrator (ADMIN accounts only)' },
  ]) {
    app.post(
      url,
      {
        config: { rateLimit: AUTH_RATE_LIMITS.signIn },
        schema: {
          tags: ['auth'],
          summary,
          body: loginRequestSchema,
          response: {
            200: authResponseSchema,
            ...problemResponses(400, 401, 403, 429),
          },
        },
      },
      async (request) =>
        logIn(ctx, request.body, {
          adminOnly,
          userAgent: request.headers['user-agent'],
          // The client's address as TRUST_PROXY allows it to be read: the source failures are paced by.
          clientAddress: request.ip,
        }),
    );
  }

  app.get(
    '/refresh-token',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.refresh },
      schema: {
        tags: ['auth'],
        summary:
          'Exchange a refresh token (query `token` and/or `Authorization: Bearer`, equal when both) for a new pair',
        querystring: refreshTokenQuerySchema,
        response: { 200: sessionTokensSchema, ...problemResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const fromQuery = request.query.token;
      const fromHeader = bearerToken(request);
      if (fromQuery && fromHeader && fromQuery !== fromHeader)
        throw new HttpProblem(
          401,
          'The token parameter and the Authorization header carry different tokens.',
        );
      const token = fromQuery ?? fromHeader;
      if (!token)
        throw new HttpProblem(401, 'Send the refresh token as the token parameter or a bearer token.');
      return refreshSession(ctx, token);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: "End the session of the body's refresh_token and/or of the bearer access token",
        body: logoutRequestSchema.nullish(),
        response: { 204: z.null(), ...problemResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const accessToken = bearerToken(request);
      const claims = accessToken ? await app.accessTokens.verify(accessToken) : undefined;
      const refreshToken = request.body?.refresh_token;
      if (!claims && !refreshToken)
        throw new HttpProblem(401, 'Send the refresh token or a valid access token.');
      await logOut(ctx, {
        refreshToken,
        session: claims ? { userId: claims.sub, sessionId: claims.sid } : undefined,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/verify-email',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.emailLink },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail address with the token from the link',
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema, ...problemResponses(400, 429) },
      },
    },
    async (request) => {
      await verifyEmail(ctx, request.body.token);
      return { message: 'Your e-mail address is confirmed.' };
    },
  );

  app.post(
    '/resend-verification',
    {
      onRequest: app.authenticate,
      config: { rateLimit: AUTH_RATE_LIMITS.emailLink },
      schema: {
        tags: ['auth'],
        summary: 'Send a new confirmation link to the signed-in user (once a minute)',
        security: bearerSecurity,
        body: noBodySchema,
        response: {
          202: messageResponseSchema,
          ...problemResponses(401, 403, 409, 429),
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ message: await resendVerification(ctx, request.user.id) }),
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.forgotPassword },
      preHandler: forgotPerAccount,
      schema: {
        tags: ['auth'],
        summary:
          'Send a password reset link (the answer is the same whether or not the account exists; 503 while ' +
          'the database cannot be reached)',
        body: forgotPasswordRequestSchema,
        response: { 202: messageResponseSchema, ...problemResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email);
      return reply.code(202).send({ message: PASSWORD_RESET_REQUESTED });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.emailLink },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset link; ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...problemResponses(400, 429) },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return { message: 'Your password is changed. Sign in with the new password.' };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      config: { rateLimit: AUTH_RATE_LIMITS.changePassword },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password; ends their other sessions",
        security: bearerSecurity,
        body: changePasswordRequestSchema,
        response: {
          200: messageResponseSchema,
          ...problemResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      await changePassword(ctx, request.user, request.body);
      return { message: 'Your password is changed. Other devices are signed out.' };
    },
  );
};

export default authRoutes;
