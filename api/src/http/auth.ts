import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser, type SessionUser } from '../accounts/sessions.js';
import { AppError } from '../lib/app-error.js';
import { EnvelopeCode } from '../lib/envelope.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user: sets `request.user` or answers 401, code -1. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const loginRequired = (detail: string) =>
  // Code -1 makes the client forget its stored user (spec §8), so it offers login again.
  new AppError(401, 'pleaseLogIn', { code: EnvelopeCode.loginFailure, detail });

/** The signed-in user of a route guarded by `app.authenticate`. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw loginRequired('route is missing the authenticate hook');
  return request.user;
}

/**
 * Sessions: the client sends its token in the `token` header (spec §7). Used as an onRequest
 * hook so a signed-out caller gets 401 before the body is parsed or validated.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = request.headers.token;
      if (typeof token !== 'string' || token === '') throw loginRequired('no token header');
      const user = await findSessionUser(app.db, token);
      if (!user) throw loginRequired('unknown, expired or revoked token');
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
