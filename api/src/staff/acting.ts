import type { FastifyRequest } from 'fastify';
import type { Actor } from '../audit/record.js';
import { actorOf, staffOf } from './guard.js';

/**
 * Who acts in a guarded request, twice: the audit log's actor (the staff member's id), and the name the feature's own
 * history keeps where the command line keeps a login name (release history, score sheets, publications):
 * `Ada Lovelace (staff #3)`. Those histories are the organizers' records, not personal data of the teams.
 */
export function actingStaff(request: FastifyRequest): { actor: Actor; by: string } {
  const member = staffOf(request);
  return { actor: actorOf(request), by: `${member.name} (staff #${member.id})` };
}
