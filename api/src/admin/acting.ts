import type { FastifyRequest } from 'fastify';
import type { Acting } from '../audit/acting.js';
import { actorOf, staffOf } from '../staff/guard.js';

/** The signed-in staff member as the feature code's actor: their id in the audit log, their name in the histories. */
export function actingOf(request: FastifyRequest): Acting {
  return { actor: actorOf(request), name: staffOf(request).name };
}
