import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_TOKEN_HEADER, type StaffMember, type StaffRole, type StaffStage } from '@portal/contracts/staff';
import { AppError } from '../lib/app-error.js';
import { EnvelopeCode } from '../lib/envelope.js';
import type { Actor } from '../audit/record.js';
import { FILE_LINK_PARAM, sessionOfFileLink } from './file-links.js';
import { findStaffSession, touchStaffSession, type StaffSession } from './sessions.js';

// Every staff route is guarded here, on the server: a live staff session (never a team token), the stage the route
// allows (by default only `ready`: a second factor proven in this session), the roles that may use it, and for
// sensitive actions a second factor proven within STAFF_FRESH_MS. The refusals are StaffRefusalEnvelope's.

declare module 'fastify' {
  interface FastifyRequest {
    staffSession: StaffSession | null;
  }
}

export interface StaffRule {
  /** The roles that may use the route; 'any' for every staff member (their own session, the dashboard). */
  roles: readonly StaffRole[] | 'any';
  /** Sensitive (approve/reject, export, publish winners, purge, release changes): a ready session whose factor is stale proves it again. */
  fresh?: boolean;
  /** Stages the route serves; only the sign-in steps accept a session that is not ready. */
  stages?: readonly StaffStage[];
  /** A private file route that <img>/<video> open: a file link (?link=) for exactly this path stands for the header. */
  fileLink?: true;
}

export const staffRefusals = {
  signIn: (detail: string) => new AppError(401, 'staffSignIn', { code: EnvelopeCode.loginFailure, detail }),
  stage: (stage: StaffStage) => new AppError(403, 'staffSecondFactor', { data: { stage }, detail: `session at stage ${stage}` }),
  role: (role: StaffRole) => new AppError(403, 'staffForbidden', { detail: `role ${role} may not` }),
  stepUp: () => new AppError(403, 'staffStepUp', { data: { stepUp: true }, detail: 'second factor too old' }),
};

/** The onRequest hook of a staff route: sets `request.staffSession` or refuses before the body is read. */
export function requireStaff(rule: StaffRule) {
  return async (request: FastifyRequest): Promise<void> => {
    const { session, byLink } = await sessionOf(request, rule);
    if (!session) throw staffRefusals.signIn('no staff-token header or file link, or an unknown, expired, idle or revoked session, or member disabled');
    const stages = rule.stages ?? ['ready'];
    if (!stages.includes(session.stage)) throw staffRefusals.stage(session.stage);
    if (rule.roles !== 'any' && !rule.roles.includes(session.member.role)) throw staffRefusals.role(session.member.role);
    // Only a ready session has a factor to prove again; a route that also serves `enrol` (adding the first factor)
    // has nothing to ask of one at that stage.
    if (rule.fresh && session.stage === 'ready' && !isFresh(session)) throw staffRefusals.stepUp();
    // Following a file link (a film playing by ranges) is not activity at the desk: it keeps no session alive.
    if (!byLink) await touchStaffSession(request.server.db, session);
    request.staffSession = session;
  };
}

async function sessionOf(request: FastifyRequest, rule: StaffRule): Promise<{ session: StaffSession | undefined; byLink: boolean }> {
  const token = request.headers[STAFF_TOKEN_HEADER];
  if (typeof token === 'string' && token !== '') return { session: await findStaffSession(request.server.db, token), byLink: false };
  if (!rule.fileLink) return { session: undefined, byLink: false };
  const [path = '', query = ''] = request.url.split('?', 2);
  const link = new URLSearchParams(query).get(FILE_LINK_PARAM);
  return { session: link ? await sessionOfFileLink(request.server.db, link, path) : undefined, byLink: true };
}

/** Whether the session proved a second factor within STAFF_FRESH_MS. */
export function isFresh(session: StaffSession, now: number = Date.now()): boolean {
  return session.freshUntil !== null && Date.parse(session.freshUntil) > now;
}

/** The session of a route guarded by `requireStaff`. */
export function staffSessionOf(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw staffRefusals.signIn('route is missing the requireStaff hook');
  return request.staffSession;
}

export function staffOf(request: FastifyRequest): StaffMember {
  return staffSessionOf(request).member;
}

/** The audit log's actor for a guarded request. */
export function actorOf(request: FastifyRequest): Actor {
  return { kind: 'staff', staffId: staffOf(request).id };
}

export const staffGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('staffSession', null);
  },
  { name: 'staff-guard', dependencies: ['db'] },
);
