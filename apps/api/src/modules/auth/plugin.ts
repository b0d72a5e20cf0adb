import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { PROBLEM_TYPES, type UserRole } from '@carefinder/contracts';
import { HttpProblem, typedProblem } from '../../lib/problem.ts';
import { bearerToken } from '../../lib/bearer-token.ts';
import { currentSessionRole } from './service.ts';
import { createAccessTokens, type AccessTokens } from './tokens.ts';

export interface AuthenticatedUser {
  id: string;
  role: UserRole;
  /** The session (refresh-token family) the access token belongs to: the `sid` claim. */
  sessionId: string;
}

type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /**
     * onRequest hook: the request must carry a valid access token whose user and session still hold in the
     * database (one indexed lookup), reads included: a disabled or demoted user, or a session ended by
     * logout, password change, reset or refresh-token reuse, loses access at once rather than when the
     * token expires. Public reads never use it, so they stay token-free.
     */
    authenticate: AuthHook;
    /** onRequest hook: authenticate, then require one of the roles (as the database holds it now). */
    requireRole(...roles: UserRole[]): AuthHook;
    /**
     * The reader of a public answer that a signed-in user sees with their own marks (their votes): the user
     * whose token is valid and whose session still holds, as `authenticate` checks; undefined for anyone
     * else, who reads the answer anonymously.
     */
    signedInReaderOf(request: FastifyRequest): Promise<AuthenticatedUser | undefined>;
  }
  interface FastifyRequest {
    /** The signed-in user; reading it on a route without `app.authenticate` answers 401. */
    readonly user: AuthenticatedUser;
    authenticatedUser: AuthenticatedUser | null;
  }
}

const roleHolders: Record<UserRole, string> = {
  ADMIN: 'administrators',
  FACILITY_ADMIN: 'facility administrators',
  PROVIDER: 'providers',
  USER: 'users',
};

export default fp<{ jwtSecret: string; accessTokenTtlSeconds: number }>(
  async (app, { jwtSecret, accessTokenTtlSeconds }) => {
    const accessTokens = createAccessTokens(jwtSecret, accessTokenTtlSeconds);
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('authenticatedUser', null);
    app.decorateRequest('user', {
      getter(this: FastifyRequest) {
        if (!this.authenticatedUser) throw new HttpProblem(401, 'Sign in to continue.');
        return this.authenticatedUser;
      },
    });

    async function verifyBearer(request: FastifyRequest): Promise<AuthenticatedUser> {
      const token = bearerToken(request);
      if (!token) throw new HttpProblem(401, 'Sign in to continue.');
      const claims = await accessTokens.verify(token);
      if (!claims)
        throw typedProblem(
          PROBLEM_TYPES.tokenInvalid,
          'Your session has expired or is not valid. Sign in again.',
        );
      return { id: claims.sub, role: claims.role, sessionId: claims.sid };
    }

    async function recheck(user: AuthenticatedUser): Promise<AuthenticatedUser> {
      return { ...user, role: await currentSessionRole(app.db, user.id, user.sessionId, new Date()) };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.authenticatedUser = await recheck(await verifyBearer(request));
    });

    app.decorate('signedInReaderOf', async (request: FastifyRequest) => {
      if (!bearerToken(request)) return undefined;
      return verifyBearer(request)
        .then(recheck)
        .catch(() => undefined);
    });

    app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      const user = await recheck(await verifyBearer(request));
      request.authenticatedUser = user;
      if (!roles.includes(user.role))
        throw typedProblem(
          PROBLEM_TYPES.wrongRole,
          `Only ${roles.map((role) => roleHolders[role]).join(' or ')} can do this.`,
        );
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
